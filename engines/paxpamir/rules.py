"""The rules Pax Pamir's events cite (`/paxpamir rule PP-10`), each with the section of the
seed it restates (Board Game Arena's Spanish rules summary, seed 004); Wakhan's (PW-…) with
the section of the published solo rules that docs/wakhan.md restates."""

from __future__ import annotations

from engines.core.rules import Rule

RULES = (
    Rule("PP-1", "LEALTAD INICIAL"),
    Rule("PP-2", "TURNO"),
    Rule("PP-3", "TURNO"),
    Rule("PP-4", "TURNO"),
    Rule("PP-5", "SÍMBOLOS DE IMPACTO"),
    Rule("PP-6", "ACCIONES DE CARTA"),
    Rule("PP-7", "TURNO"),
    Rule("PP-8", "FASE DE LIMPIEZA"),
    Rule("PP-9", "LÍMITES DE CORTE Y MANO"),
    Rule("PP-10", "COMPROBACIÓN DE DOMINIO"),
    Rule("PP-11", "LEALTAD E INFLUENCIA"),
    Rule("PP-12", "GOBERNANDO UNA REGIÓN"),
    Rule("PP-13", "DERROCAMIENTO"),
    Rule("PP-14", "FIN DEL JUEGO"),
    # Wakhan's rules: docs/wakhan.md, restating the rulebook's "Playing with Wakhan".
    Rule("PW-2", "Playing with Wakhan: Wakhan's turn"),
    Rule("PW-4", "Playing with Wakhan: reading the AI cards"),
    Rule("PW-6", "Playing with Wakhan: region priority"),
    Rule("PW-7", "Playing with Wakhan: pragmatic loyalty"),
    Rule("PW-8", "Playing with Wakhan: card priority"),
    Rule("PW-9", "Playing with Wakhan: Wakhan's actions"),
    Rule("PW-10", "Playing with Wakhan: bonus actions"),
    Rule("PW-11", "Playing with Wakhan: card-based actions"),
    Rule("PW-12", "Playing with Wakhan: radicalize"),
    Rule("PW-13", "Playing with Wakhan: dominance checks in the market"),
    Rule("PW-14", "Playing with Wakhan: playing the card she bought"),
    Rule("PW-15", "Playing with Wakhan: her rupees"),
    Rule("PW-16", "Playing with Wakhan: cleanup"),
    Rule("PW-17", "Playing with Wakhan: leverage"),
    Rule("PW-19", "Playing with Wakhan: events"),
    Rule("PW-21", "Board Game Arena's variant: savvy purchasing (`savvy=on`)"),
    Rule("PW-22", "Board Game Arena's variant: spy movement (`spymove=on`)"),
    Rule("PW-23", "Board Game Arena's variant: steadfast pragmatic loyalty"),
)
