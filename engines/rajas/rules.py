"""The rules Rajas's events cite (`/rajas rule RB-Q`), each with the section of its seed it
restates: Beck's English solo rules (seed 002, `RB-…`), Cherey's Spanish «Variante en
solitario» (seed 000, `RC-…`), both for the model they share (`R-…`)."""

from __future__ import annotations

from engines.core.rules import Rule

RULES = (
    Rule("R-2", "(1) The chambers · 1) Acciones palaciegas"),
    Rule("R-3", "Dummy player decisions · Reglas específicas del jugador virtual"),
    Rule("R-4", "Dummy player general rules · Reglas específicas del jugador virtual"),
    Rule("R-5", "Dummy player general rules · Reglas específicas del jugador virtual"),
    Rule("R-6", "Dummy player general rules · Reglas específicas del jugador virtual"),
    Rule("R-7", "End of game & Setting the difficulty · Desarrollo y fin de partida"),
    Rule("R-8", "Choosing the main area · Elección del área de acción"),
    Rule("RB-S", "Setup"),
    Rule("RB-S2", "Increasing difficulty"),
    Rule("RB-T", "Choosing the main area"),
    Rule("RB-V1", "Choosing the main area"),
    Rule("RB-V2", "Choosing the main area"),
    Rule("RB-V3", "Choosing the main area"),
    Rule("RB-V4", "Choosing the main area"),
    Rule("RB-V5", "Choosing the main area"),
    Rule("RB-V6", "Choosing the main area"),
    Rule("RB-C", "(1) The chambers"),
    Rule("RB-C5", "(1) The chambers · Dummy player decisions"),
    Rule("RB-Q", "(2) The quarry"),
    Rule("RB-M", "(3) The market place"),
    Rule("RB-H", "(4) The harbor"),
    Rule("RB-B", "(5) The balconies"),
    Rule("RB-X", "(6) The terrace"),
    Rule("RB-D1", "Dummy player decisions"),
    Rule("RB-D2", "Dummy player decisions"),
    Rule("RB-D3", "Dummy player decisions"),
    Rule("RB-E", "Measuring performance"),
    Rule("RC-S", "Preparación"),
    Rule("RC-T", "Elección del área de acción"),
    Rule("RC-G1", "Reglas específicas del jugador virtual"),
    Rule("RC-G2", "Reglas específicas del jugador virtual"),
    Rule("RC-C", "1) Acciones palaciegas"),
    Rule("RC-Q", "2) Cantera"),
    Rule("RC-M", "3) Mercado"),
    Rule("RC-H", "4) Puerto"),
    Rule("RC-B", "5) Verandas"),
    Rule("RC-X", "6) Terraza"),
    Rule("RC-E", "Desarrollo y fin de partida"),
)
