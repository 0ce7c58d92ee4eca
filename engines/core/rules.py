"""A game's rules as a player can ask for them (`/<game> rule RB-Q`): each rule id its events
cite, with the name of the section of the original rules (the seed) it comes from. The words
are messages ``<game>-rule-<slug>`` (its ``.title`` attribute a one-line title); a rule id is
read however it is typed: `rb-q`, `RB_Q`, `[RB-Q]`, `/rajas_rule_rb_q`'s `rb_q`."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass

_SEPARATORS = re.compile(r"[^0-9A-Z]+")


@dataclass(frozen=True)
class Rule:
    """A rule id (`RB-Q`) and the seed's section it restates, as the seed names it."""

    id: str
    section: str


def canonical(text: str) -> str:
    """A rule id as typed, reduced to what identifies it: upper case, brackets dropped, and
    every run of other characters one hyphen (`[rb_c5]` → `RB-C5`, `sp-5.1` → `SP-5-1`)."""
    return _SEPARATORS.sub("-", text.upper()).strip("-")


def slug(rule_id: str) -> str:
    """The part of a rule's message key and chat command that names it: `SP-5.1` → `sp-5-1`."""
    return canonical(rule_id).lower()


def message_key(game: str, rule_id: str) -> str:
    return f"{game}-rule-{slug(rule_id)}"


def command_slug(rule_id: str) -> str:
    """The rule id as a chat command word takes it (letters, digits, `_`): `RB-C5` → `rb_c5`."""
    return slug(rule_id).replace("-", "_")


def find(rules: Iterable[Rule], typed: str) -> Rule | None:
    wanted = canonical(typed)
    return next((rule for rule in rules if canonical(rule.id) == wanted), None)


def close(rules: Iterable[Rule], typed: str, count: int = 4) -> list[str]:
    """The ids nearest to ``typed`` (a typo, a missing part), nearest first."""
    ids = {canonical(rule.id): rule.id for rule in rules}
    wanted = canonical(typed)
    near = difflib.get_close_matches(wanted, list(ids), n=count, cutoff=0.5)
    starting = [c for c in ids if wanted and c.startswith(wanted) and c not in near]
    return [ids[c] for c in [*near, *starting][:count]]
