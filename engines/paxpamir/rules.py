"""The rules Pax Pamir's events cite (`/paxpamir rule PP-10`), each with the section of the
seed it restates (Board Game Arena's Spanish rules summary, seed 004)."""

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
)
