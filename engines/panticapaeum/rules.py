"""The rules Panticapaeum's events cite (`/panticapaeum rule PB-9`), each with the section of
the seed it restates (the Russian solo mode v0.1 with the bot Botos, seed 003)."""

from __future__ import annotations

from engines.core.rules import Rule

RULES = (
    Rule("PB-1", "Подготовка к игре"),
    Rule("PB-2", "Ход игры"),
    Rule("PB-2.1", "Ход игры"),
    Rule("PB-3", "Ход Ботоса"),
    Rule("PB-3.1", "Ход игры"),
    Rule("PB-4", "Фаза Разведки"),
    Rule("PB-5", "Фаза Развития"),
    Rule("PB-5.1", "Фаза Развития"),
    Rule("PB-6", "Конец раунда"),
    Rule("PB-7", "Правило приоритета"),
    Rule("PB-8", "Конец игры"),
    Rule("PB-9", "Модификации"),
    Rule("PB-10", "Фаза Разведки · Строительство здания"),
)
