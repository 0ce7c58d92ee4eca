"""Rajas of the Ganges: the board profile, the facts of the physical board the bot learns once
and offers again in the next game (`/rajas board`). Rule ids: ../shared/rules/rajas.md."""

from __future__ import annotations

from typing import Any

from engines.core import Event, InvalidAnswer, Step, ascii_int, clone, noted, term
from engines.rajas import codes
from engines.rajas.model import Gain, Profile, RajasState

PROFILE_FACTS = ("river-length", "river", "fame-track", "money-track", "meet", "building")

FACT_WORDS: dict[str, str] = {
    word: fact
    for fact, words in {
        "river-length": (
            "river-length",
            "length",
            "longitud",
            "longitud-río",
            "longitud-rio",
            "川の長さ",
            "長さ",
            "длина",
            "длина-реки",
        ),
        "river": ("river", "río", "rio", "川", "река"),
        "fame-track": (
            "fame-track",
            "fame",
            "gloria",
            "marcador-gloria",
            "名声トラック",
            "名声",
            "слава",
            "трек-славы",
        ),
        "money-track": (
            "money-track",
            "money",
            "dinero",
            "rupias",
            "marcador-rupias",
            "お金トラック",
            "お金",
            "деньги",
            "трек-денег",
        ),
        "meet": ("meet", "encuentro", "合流", "встреча"),
        "building": ("building", "edificio", "建物", "здание"),
    }.items()
    for word in words
}
"""Each board fact as a player may name it in `/rajas board FACT …`, in our four languages."""


def correct_profile(state: RajasState, fact: str, args: list[str]) -> Step[RajasState]:
    """`/rajas board FACT ...`: set or correct one fact of the board profile."""
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")
    new = clone(state)
    profile = new.profile
    text = " ".join(args)
    name = FACT_WORDS.get(fact.casefold())
    if name == "river-length":
        profile.river_length = _int_arg(args, 0, 1, 40, name)
        said: Any = {"@": "rajas-fact-river-length", "length": profile.river_length}
    elif name == "river":
        where = _int_arg(args, 0, 1, 40, name)
        gains = codes.parse_bonus(" ".join(args[1:]))
        if any(g.kind == "river" for g in gains):
            raise InvalidAnswer("rajas-code-river-in-river", code=text)
        profile.river[where] = gains
        said = _river_fact(where, gains)
    elif name in ("fame-track", "money-track"):
        spaces = codes.parse_track(text)
        if name == "fame-track":
            profile.fame_track = spaces
        else:
            profile.money_track = spaces
        said = _track_fact(name.removesuffix("-track"), spaces)
    elif name == "meet":
        profile.meet_sum = _int_arg(args, 0, 10, 200, name)
        said = {"@": "rajas-fact-meet", "sum": profile.meet_sum}
    elif name == "building":
        track = _int_arg(args, 0, 1, 4, name)
        level = _int_arg(args, 1, 2, 4, name)
        profile.building_fame.setdefault(track, {})[level] = _int_arg(args, 2, 0, 30, name)
        said = _building_fact(track, profile.building_fame[track])
    else:
        raise InvalidAnswer("rajas-board-unknown-fact", fact=fact)
    return Step(state=new, events=[noted("rajas-board-corrected", {"fact": said})], prompt=None)


def _int_arg(args: list[str], index: int, low: int, high: int, fact: str) -> int:
    number = ascii_int(args[index], low, high) if index < len(args) else None
    if number is None:
        raise InvalidAnswer(
            "rajas-board-bad-value", fact=term("rajas-fact-name-" + fact), low=low, high=high
        )
    return number


def _river_fact(where: int, gains: list[Gain]) -> dict[str, Any]:
    return {"@": "rajas-fact-river", "space": where, "bonus": codes.bonus_param(gains)}


def _track_fact(track: str, spaces: dict[int, list[Gain]]) -> dict[str, Any]:
    return {
        "@": "rajas-fact-track",
        "track": term("rajas-track-" + track),
        "bonuses": codes.track_param(spaces),
    }


def _building_fact(track: int, levels: dict[int, int]) -> dict[str, Any]:
    return {
        "@": "rajas-fact-building",
        "track": track,
        "levels": [
            {"@": "rajas-fact-level", "level": level, "fame": levels[level]}
            for level in sorted(levels)
        ],
    }


def profile_facts(profile: Profile) -> list[Any]:
    """Every known fact of the board profile, one per line, in the reader's words."""
    facts: list[Any] = []
    if profile.river_length is not None:
        facts.append({"@": "rajas-fact-river-length", "length": profile.river_length})
    facts += [_river_fact(where, profile.river[where]) for where in sorted(profile.river)]
    if profile.fame_track is not None:
        facts.append(_track_fact("fame", profile.fame_track))
    if profile.money_track is not None:
        facts.append(_track_fact("money", profile.money_track))
    if profile.meet_sum is not None:
        facts.append({"@": "rajas-fact-meet", "sum": profile.meet_sum})
    for track in sorted(profile.building_fame):
        if profile.building_fame[track]:
            facts.append(_building_fact(track, profile.building_fame[track]))
    return facts


def profile_commands(profile: Profile) -> list[str]:
    """Every known fact as the player would type it to correct it (`meet 58`), in the
    canonical words every language accepts."""
    typed = [f"river-length {profile.river_length}"] if profile.river_length is not None else []
    typed += [
        f"river {where} {codes.bonus_code(profile.river[where])}" for where in sorted(profile.river)
    ]
    typed += [
        f"{track} {codes.track_code(spaces)}"
        for track, spaces in (
            ("fame-track", profile.fame_track),
            ("money-track", profile.money_track),
        )
        if spaces is not None
    ]
    if profile.meet_sum is not None:
        typed.append(f"meet {profile.meet_sum}")
    typed += [
        f"building {track} {level} {fame}"
        for track in sorted(profile.building_fame)
        for level, fame in sorted(profile.building_fame[track].items())
    ]
    return typed


def profile_summary(profile: Profile) -> list[Any]:
    """What a board profile knows, in a few words (the question whether to reuse it)."""
    known: list[Any] = []
    if profile.river_length is not None or profile.river:
        known.append(
            {
                "@": "rajas-known-river",
                "length": profile.river_length or 0,
                "count": len(profile.river),
            }
        )
    known += [
        {"@": "rajas-known-track", "track": term("rajas-track-" + track)}
        for track, spaces in (("fame", profile.fame_track), ("money", profile.money_track))
        if spaces is not None
    ]
    if profile.meet_sum is not None:
        known.append({"@": "rajas-known-meet", "sum": profile.meet_sum})
    if any(profile.building_fame.values()):
        known.append({"@": "rajas-known-building"})
    return known


def board_events(state: RajasState) -> list[Event]:
    """`/rajas board`: the profile, one line per fact."""
    facts = profile_facts(state.profile)
    return [noted("rajas-board-line", {"fact": fact}) for fact in facts] or [
        noted("rajas-board-empty")
    ]
