"""Short codes the player types for what lies on the physical board: a province tile, a bonus,
the bonus spaces of a track. Words are accepted in English, Spanish, Japanese and Russian.

    tile:    "orange 9 b1 b3 silk2"   colour (when asked), cost, buildings by track, markets
    bonus:   "money 3 + river 1"      money/fame/karma N, dice N (or "dice karma"), worker,
                                      upgrade, river N; "none"
    track:   "5 worker; 12 upgrade"   space: bonus, separated by ";"; "none"
"""

from __future__ import annotations

import re

from engines.core import InvalidAnswer, ascii_int
from engines.rajas.model import COLOURS, GOODS, TRACKS, Gain, GainKind, Market, Tile

NONE_WORDS = frozenset(
    {"none", "no", "nothing", "-", "ninguna", "ninguno", "nada", "нет", "ничего", "なし"}
)

_COLOUR_WORDS = {
    "orange": "orange",
    "naranja": "orange",
    "оранжевый": "orange",
    "オレンジ": "orange",
    "橙": "orange",
    "purple": "purple",
    "morado": "purple",
    "фиолетовый": "purple",
    "紫": "purple",
    "green": "green",
    "verde": "green",
    "зелёный": "green",
    "зеленый": "green",
    "緑": "green",
    "blue": "blue",
    "azul": "blue",
    "синий": "blue",
    "青": "blue",
}
_GOOD_WORDS = {
    "silk": "silk",
    "seda": "silk",
    "шёлк": "silk",
    "шелк": "silk",
    "絹": "silk",
    "tea": "tea",
    "té": "tea",
    "te": "tea",
    "чай": "tea",
    "茶": "tea",
    "spices": "spices",
    "spice": "spices",
    "especias": "spices",
    "специи": "spices",
    "香辛料": "spices",
}
_GAIN_WORDS: dict[str, GainKind] = {
    "money": "money",
    "rupees": "money",
    "dinero": "money",
    "rupias": "money",
    "деньги": "money",
    "рупии": "money",
    "お金": "money",
    "ルピー": "money",
    "fame": "fame",
    "gloria": "fame",
    "слава": "fame",
    "名声": "fame",
    "karma": "karma",
    "карма": "karma",
    "カルマ": "karma",
    "dice": "dice",
    "die": "dice",
    "dados": "dice",
    "dado": "dice",
    "кубики": "dice",
    "кубик": "dice",
    "ダイス": "dice",
    "worker": "worker",
    "lacayo": "worker",
    "рабочий": "worker",
    "ワーカー": "worker",
    "upgrade": "upgrade",
    "mejora": "upgrade",
    "улучшение": "upgrade",
    "アップグレード": "upgrade",
    "river": "river",
    "río": "river",
    "rio": "river",
    "река": "river",
    "川": "river",
}
_BUILDING_WORDS = frozenset({"b", "building", "edificio", "здание", "建物"})
_NO_AMOUNT: frozenset[str] = frozenset({"worker", "upgrade"})
MAX_COST = 36
"""The dearest province tile."""
MAX_AMOUNT = 30
"""No bonus or market on the board is worth more; a bigger number is a typo."""
MAX_SPACE = 120
"""The last space of the longest track."""
_TOKEN = re.compile(r"[^\W\d_]+|\d+", re.UNICODE)


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.casefold())


def is_none(text: str) -> bool:
    return text.strip().casefold() in NONE_WORDS


def parse_tile(text: str, colour: str | None = None) -> Tile:
    """A tile code. ``colour`` is the colour the rule asked for; the code may name it or not,
    but may not name another."""
    tokens = _tokens(text)
    cost: int | None = None
    buildings: list[int] = []
    markets: list[Market] = []
    named: str | None = None
    i = 0
    while i < len(tokens):
        token = tokens[i]
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        if token in _COLOUR_WORDS:
            if named and named != _COLOUR_WORDS[token]:
                raise InvalidAnswer("rajas-code-bad-tile", code=text)
            named = _COLOUR_WORDS[token]
        elif token in _BUILDING_WORDS and (track := ascii_int(following, 1, TRACKS)) is not None:
            buildings.append(track)
            i += 1
        elif token in _GOOD_WORDS:
            value = ascii_int(following, 1, MAX_AMOUNT)
            if value is None:
                raise InvalidAnswer("rajas-code-bad-tile", code=text)
            markets.append(Market(good=_GOOD_WORDS[token], value=value))
            i += 1
        elif cost is None and (number := ascii_int(token, 1, MAX_COST)) is not None:
            cost = number
        else:
            raise InvalidAnswer("rajas-code-bad-tile", code=text)
        i += 1
    if cost is None:
        raise InvalidAnswer("rajas-code-bad-tile", code=text)
    if named and colour and named != colour:
        raise InvalidAnswer("rajas-code-wrong-colour", code=text, colour="@rajas-colour-" + colour)
    final = named or colour
    if final is None:
        raise InvalidAnswer("rajas-code-no-colour", code=text)
    if not buildings and not markets:
        raise InvalidAnswer("rajas-code-bad-tile", code=text)
    return Tile(colour=final, cost=cost, buildings=buildings, markets=markets)


def parse_bonus(text: str) -> list[Gain]:
    """A bonus: gains joined by '+', or none."""
    if is_none(text):
        return []
    gains: list[Gain] = []
    for part in text.split("+"):
        tokens = _tokens(part)
        # No bonus takes anything away: "fame -1" is not "fame 1".
        if not tokens or tokens[0] not in _GAIN_WORDS or "-" in part:
            raise InvalidAnswer("rajas-code-bad-bonus", code=text)
        kind = _GAIN_WORDS[tokens[0]]
        rest = tokens[1:]
        if kind in _NO_AMOUNT:
            # "worker" alone is one; "upgrade 2" is two upgrades.
            most = 1 if kind == "worker" else MAX_AMOUNT
            count = ascii_int(rest[0], 1, most) if len(rest) == 1 else None
            if rest and count is None:
                raise InvalidAnswer("rajas-code-bad-bonus", code=text)
            gains.extend(Gain(kind=kind, amount=1) for _ in range(count or 1))
            continue
        if kind == "dice" and len(rest) == 1 and _GAIN_WORDS.get(rest[0]) == "karma":
            gains.append(Gain(kind="dice", amount=0))
            continue
        amount = ascii_int(rest[0], 1, MAX_AMOUNT) if len(rest) == 1 else None
        if amount is None:
            raise InvalidAnswer("rajas-code-bad-bonus", code=text)
        gains.append(Gain(kind=kind, amount=amount))
    return gains


def parse_track(text: str) -> dict[int, list[Gain]]:
    """Bonus spaces of a track: 'space bonus; space bonus', or none."""
    if is_none(text):
        return {}
    spaces: dict[int, list[Gain]] = {}
    for part in re.split(r"[;\n]", text):
        part = part.strip().rstrip(",")
        if not part:
            continue
        # ASCII digits: \d would take other scripts' digits too.
        match = re.match(r"([0-9]+)\s*[:=]?\s*(.+)$", part)
        space = ascii_int(match.group(1), 1, MAX_SPACE) if match else None
        if match is None or space is None or space in spaces:
            raise InvalidAnswer("rajas-code-bad-track", code=text)
        spaces[space] = parse_bonus(match.group(2))
    return spaces


def bonus_code(gains: list[Gain]) -> str:
    """The canonical code of a bonus, as the player would type it (for showing and events)."""
    if not gains:
        return "none"
    parts: list[str] = []
    for gain in gains:
        if gain.kind in _NO_AMOUNT:
            parts.append(gain.kind)
        elif gain.kind == "dice" and gain.amount == 0:
            parts.append("dice karma")
        else:
            parts.append(f"{gain.kind} {gain.amount}")
    return " + ".join(parts)


def tile_code(tile: Tile) -> str:
    parts = [tile.colour, str(tile.cost)]
    parts += [f"b{t}" for t in tile.buildings]
    parts += [f"{m.good}{m.value}" for m in tile.markets]
    return " ".join(parts)


def track_code(spaces: dict[int, list[Gain]]) -> str:
    if not spaces:
        return "none"
    return "; ".join(f"{space} {bonus_code(spaces[space])}" for space in sorted(spaces))


def colour_word(token: str) -> str | None:
    return _COLOUR_WORDS.get(token.casefold())


def good_word(token: str) -> str | None:
    return _GOOD_WORDS.get(token.casefold())


assert set(_COLOUR_WORDS.values()) == set(COLOURS)
assert set(_GOOD_WORDS.values()) == set(GOODS)
