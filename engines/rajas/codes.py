"""Short codes the player types for what lies on the physical board: a province tile, a bonus,
the bonus spaces of a track, a space of the board, in English, Spanish, Japanese and Russian;
and every code as a parameter the chat layer shows in the reader's language (``*_param``). The
grammar, with examples: docs/rajas.md#the-board-codes. It stays one module, long as it is: one
grammar and one set of words for every code, read and shown alike.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from engines.core import InvalidAnswer, ascii_int, term
from engines.rajas.model import COLOURS, GOODS, TRACKS, Gain, GainKind, Market, Tile

NONE_WORDS = frozenset(
    {
        "none",
        "no",
        "nothing",
        "-",
        "ninguna",
        "ninguno",
        "nada",
        "нет",
        "ничего",
        "なし",
        "ない",
        "いいえ",
        "никакой",
        "никакого",
    }
)
ALL_WORDS = frozenset(
    {
        "all",
        "every",
        "todas",
        "todos",
        "toda",
        "todo",
        "全部",
        "すべて",
        "全て",
        "все",
        "всё",
        "все заняты",
        "all taken",
    }
)
FULL_WORDS = frozenset(
    {
        "full",
        "taken",
        "occupied",
        "ocupada",
        "ocupado",
        "ocupadas",
        "llena",
        "lleno",
        "completa",
        "満員",
        "埋まっている",
        "埋まり",
        "使用中",
        "ふさがっている",
        "ふさがってる",
        "ふさがり",
        "塞がっている",
        "занято",
        "занята",
        "занят",
        "заняты",
        "полон",
        "полная",
    }
)
"""Words for "every space of it is taken" (the quarry, the harbor, a chamber)."""

_COLOUR_FORMS = {
    "orange": (
        "orange",
        "naranja",
        "naranjas",
        "オレンジ",
        "橙",
        "оранжевый",
        "оранжевая",
        "оранжевое",
        "оранжевые",
        "оранжевого",
        "оранжевых",
        "оранжевую",
        "оранжевом",
    ),
    "purple": (
        "purple",
        "morado",
        "morada",
        "morados",
        "moradas",
        "紫",
        "фиолетовый",
        "фиолетовая",
        "фиолетовое",
        "фиолетовые",
        "фиолетового",
        "фиолетовых",
        "фиолетовую",
        "фиолетовом",
    ),
    "green": (
        "green",
        "verde",
        "verdes",
        "緑",
        "зелёный",
        "зеленый",
        "зелёная",
        "зеленая",
        "зелёное",
        "зеленое",
        "зелёные",
        "зеленые",
        "зелёного",
        "зеленого",
        "зелёных",
        "зеленых",
        "зелёную",
        "зеленую",
        "зелёном",
        "зеленом",
    ),
    "blue": (
        "blue",
        "azul",
        "azules",
        "青",
        "синий",
        "синяя",
        "синее",
        "синие",
        "синего",
        "синих",
        "синюю",
        "синем",
    ),
}
_COLOUR_WORDS = {word: colour for colour, words in _COLOUR_FORMS.items() for word in words}
_GOOD_WORDS = {
    "silk": "silk",
    "seda": "silk",
    "шёлк": "silk",
    "шелк": "silk",
    "шёлка": "silk",
    "шелка": "silk",
    "絹": "silk",
    "tea": "tea",
    "té": "tea",
    "te": "tea",
    "чай": "tea",
    "чая": "tea",
    "茶": "tea",
    "spices": "spices",
    "spice": "spices",
    "especias": "spices",
    "специи": "spices",
    "специй": "spices",
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
    "работник": "worker",
    "ワーカー": "worker",
    "upgrade": "upgrade",
    "mejora": "upgrade",
    "улучшение": "upgrade",
    "アップグレード": "upgrade",
    "強化": "upgrade",
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
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")
_PARTICLES = frozenset({"の", "と", "、", "や", "を", "に", "で", "は", "が"})


def _tokens(text: str) -> list[str]:
    """Words and numbers, casefolded; a run of Japanese is cut into the words we know (the
    player need not put spaces between them: `ダイスカルマ`, `オレンジのテラス`)."""
    plain = unicodedata.normalize("NFC", text).casefold()
    found: list[str] = _TOKEN.findall(plain)
    if _CJK.search(plain) is None:
        return found  # no Japanese anywhere (most answers): no token to cut
    out: list[str] = []
    for token in found:
        out += _segment(token) if _CJK.search(token) else [token]
    return out


def _segment(token: str) -> list[str]:
    """Greedy longest match against the Japanese words we know; particles are dropped and
    anything else is kept as it is (so that a word we do not know is refused, not ignored)."""
    out: list[str] = []
    unknown = ""
    i = 0
    while i < len(token):
        word = next((w for w in _CJK_WORDS if token.startswith(w, i)), None)
        if word is None:
            if token[i] in _PARTICLES:
                out += [unknown] if unknown else []
                unknown = ""
            else:
                unknown += token[i]
            i += 1
            continue
        out += [unknown] if unknown else []
        unknown = ""
        out.append(word)
        i += len(word)
    return out + ([unknown] if unknown else [])


def _plain(text: str) -> str:
    return unicodedata.normalize("NFC", text).strip().casefold()


def is_none(text: str) -> bool:
    return _plain(text) in NONE_WORDS


def is_full(text: str) -> bool:
    """The answer that every space asked about (the quarry's, the harbor's, a chamber) is
    taken."""
    return _plain(text) in FULL_WORDS


def number_words(text: str) -> list[str]:
    """The words of a list of numbers (`1 2 3; 1 2 3`), whatever separates them."""
    return [w for w in re.split(r"[\s,;/|、]+", text.strip()) if w]


def parse_tiles(text: str, colour: str) -> list[Tile]:
    """Tiles of ``colour`` separated by "," or ";" (`9 b1, 11 b3 tea2`), or none."""
    if is_none(text):
        return []
    return [parse_tile(part, colour) for part in re.split(r"[,;、\n]", text) if part.strip()]


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
        raise InvalidAnswer(
            "rajas-code-wrong-colour", code=text, colour=term("rajas-colour-" + colour)
        )
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
    for part in text.replace("＋", "+").split("+"):
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


# -- spaces of the board --------------------------------------------------------------------

_AREA_FORMS: dict[str, tuple[str, ...]] = {
    "chamber": (
        "chamber",
        "chambers",
        "room",
        "palace",
        "cámara",
        "camara",
        "palacio",
        "palaciega",
        "palaciegas",
        "acción",
        "accion",
        "acciones",
        "部屋",
        "宮殿",
        "покои",
        "покоях",
        "покоев",
        "покой",
        "дворец",
        "дворца",
        "палата",
    ),
    "quarry": (
        "quarry",
        "cantera",
        "石切り場",
        "石切場",
        "採石場",
        "карьер",
        "карьера",
        "карьере",
        "каменоломня",
    ),
    "market": ("market", "mercado", "市場", "рынок", "рынка", "рынке"),
    "harbor": ("harbor", "harbour", "port", "puerto", "港", "гавань", "гавани", "порт"),
    "balcony": (
        "balcony",
        "balconies",
        "veranda",
        "verandas",
        "balcón",
        "balcon",
        "バルコニー",
        "ベランダ",
        "балкон",
        "балкона",
        "балконе",
        "балконы",
        "веранда",
    ),
    "terrace": ("terrace", "terraza", "テラス", "терраса", "террасы", "террасу", "террасе"),
}
_AREA_WORDS = {word: area for area, words in _AREA_FORMS.items() for word in words}
_VARIETY_WORDS = frozenset(
    {
        "variety",
        "mixed",
        "different",
        "variado",
        "variada",
        "surtido",
        "varios",
        "異なる品物",
        "多種",
        "いろいろ",
        "разные",
        "разное",
        "ассорти",
        "разных",
        "разнообразия",
        "товары",
        "товаров",
    }
)
_REROLL_WORDS = frozenset(
    {
        "reroll",
        "lookout",
        "mirador",
        "relanzar",
        "展望台",
        "振り直し",
        "смотровая",
        "смотровую",
        "смотровой",
        "переброс",
        "площадка",
        "площадку",
        "площадке",
        "площадки",
    }
)
_FILLER_WORDS = frozenset(
    {
        "space",
        "spaces",
        "the",
        "re",
        "roll",
        "casilla",
        "casillas",
        "la",
        "el",
        "de",
        "del",
        "y",
        "and",
        "スペース",
        "for",
        "goods",
        "клетка",
        "клетку",
        "место",
        "места",
        "месте",
        "и",
        "в",
        "на",
    }
)
_CJK_WORDS: tuple[str, ...] = tuple(
    sorted(
        {
            w
            for w in (
                *_COLOUR_WORDS,
                *_GOOD_WORDS,
                *_GAIN_WORDS,
                *_AREA_WORDS,
                *_VARIETY_WORDS,
                *_REROLL_WORDS,
                *_FILLER_WORDS,
                *_BUILDING_WORDS,
                *NONE_WORDS,
                *ALL_WORDS,
                *FULL_WORDS,
            )
            if _CJK.search(w)
        },
        key=len,
        reverse=True,
    )
)
"""The Japanese words we know, longest first (for cutting a run of Japanese into words)."""


def _qualifier(word: str) -> str | None:
    """What tells a space apart from the others of its area: a colour, a good, `variety`,
    `reroll`, or a chamber's number."""
    if word in _COLOUR_WORDS:
        return _COLOUR_WORDS[word]
    if word in _GOOD_WORDS:
        return _GOOD_WORDS[word]
    if word in _VARIETY_WORDS:
        return "variety"
    if word in _REROLL_WORDS:
        return "reroll"
    number = ascii_int(word, 1, 6)
    return str(number) if number is not None else None


def space_of(area: str | None, which: str | None) -> str | None:
    """The space id an area and a qualifier name, or None when they name none."""
    if which == "reroll" and area in (None, "terrace"):
        return "terrace-reroll"
    if area in ("quarry", "harbor") and which is None:
        return area
    if area == "chamber" and which in {str(n) for n in range(1, 7)}:
        return f"chamber-{which}"
    if area == "market" and which in (*GOODS, "variety"):
        return f"market-{which}"
    if area in ("balcony", "terrace") and which in COLOURS:
        return f"{area}-{which}"
    return None


def parse_space(text: str) -> str | None:
    """A space of the board as a player names it in any of our languages (`terrace-orange`,
    `terraza naranja`, `オレンジのテラス`, `покои 3`, `cantera`), or as the bot names it in a
    question (`the orange → 2 purple balcony`, `место рынка «шёлк»`, `部屋1（大ムガル）`), or
    None. What the bot adds in brackets and a balcony's exchange are read past."""
    if len(text) > SPACE_NAME_MAX:
        return None  # no name of a space is that long (and the patterns stay cheap)
    plain = unicodedata.normalize("NFC", text).casefold()
    outer = _BRACKETS.sub(" ", plain)
    found = _space_words(_EXCHANGE.sub(" ", outer))
    if found is None and outer != plain:
        # バルコニー（オレンジ1個 → 紫2個）: the bracket is what tells the space apart.
        found = _space_words(_EXCHANGE.sub(" ", re.sub(r"[()（）]", " ", plain)))
    return found


SPACE_NAME_MAX = 120
_BRACKETS = re.compile(r"\([^)]*\)|（[^）]*）")
_EXCHANGE = re.compile(
    r"→\s*\d{0,2}\s*[^\s»）)]+|(?<!\d)\d{1,2}\s*(?:個|dados?|dice|die)\b"
    r"|(?<!\d)\d{1,2}(?=\s*[^\W\d_]+\s*→)"
)
"""A balcony's exchange: what it gives (`→ 2 purple`) and how many dice it takes (`1 orange →`,
`オレンジ1個`): read past, so that the colour left is the balcony's."""


def _space_words(text: str) -> str | None:
    """The space named by an area word and one qualifier (each may be said twice over, as in
    `acción palaciega` or `surtido variado`)."""
    area: str | None = None
    which: str | None = None
    for word in _tokens(text):
        if word in _FILLER_WORDS:
            continue
        if word in _AREA_WORDS and area in (None, _AREA_WORDS[word]):
            area = _AREA_WORDS[word]
            continue
        found = _qualifier(word)
        if found is None or which not in (None, found):
            return None
        which = found
    return space_of(area, which)


def parse_taken(text: str, candidates: list[str]) -> set[str]:
    """The answer to "which of these hold one of your workers?": `none`, `all`, the
    candidates' own ids, or words telling them apart (`orange purple`, `naranja y morada`,
    `3 5` for chambers by number, else by their place in the list)."""
    plain = _plain(text)
    if plain in NONE_WORDS:
        return set()
    if plain in ALL_WORDS:
        return set(candidates)
    if plain in candidates:
        return {plain}
    chambers = all(c.startswith("chamber-") for c in candidates)
    named: set[str] = set()
    for part in re.split(r"[,;、\n]", text):
        if not part.strip():
            continue
        whole = parse_space(part)
        if whole in candidates:
            named.add(whole)
            continue
        for word in _tokens(part):
            if word in _FILLER_WORDS or word in _AREA_WORDS:
                continue
            number = ascii_int(word, 1, len(candidates))
            if number is not None and not chambers:
                named.add(candidates[number - 1])
                continue
            which = _qualifier(word)
            matches = [c for c in candidates if which is not None and c.endswith("-" + which)]
            if len(matches) != 1:
                raise InvalidAnswer("rajas-taken-bad", value=text)
            named.add(matches[0])
    if not named:
        raise InvalidAnswer("rajas-taken-bad", value=text)
    return named


# -- codes as the chat layer shows them, in the reader's language ------------------------------


def words(*items: Any, sep: str = " ") -> dict[str, Any]:
    """A parameter the chat layer renders item by item (terms in the reader's language),
    joined by ``sep``."""
    return {"@join": list(items), "sep": sep}


def colour_term(colour: str) -> str:
    return term("rajas-colour-" + colour)


def good_term(good: str) -> str:
    return term("rajas-good-" + good)


def tile_param(tile: Tile) -> dict[str, Any]:
    """`morada 9 b1 b3 seda2`: the tile code, as typed, in the reader's words (the colour
    agreeing with the word for a tile where the language wants it)."""
    colour = {"@": "rajas-code-tile-colour", "colour": colour_term(tile.colour)}
    parts: list[Any] = [colour, tile.cost]
    parts += [f"b{t}" for t in tile.buildings]
    parts += [
        {"@": "rajas-code-market", "good": good_term(m.good), "value": m.value}
        for m in tile.markets
    ]
    return words(*parts)


def tiles_param(tiles: list[Tile]) -> Any:
    return words(*(tile_param(t) for t in tiles), sep="; ") if tiles else term("rajas-code-none")


def bonus_param(gains: list[Gain]) -> Any:
    """`dinero 3 + río 1`: a bonus code in the reader's words; none when empty."""
    if not gains:
        return term("rajas-code-none")
    parts: list[Any] = []
    for gain in gains:
        word = term("rajas-code-" + gain.kind)
        if gain.kind in _NO_AMOUNT:
            parts.append(word)
        elif gain.kind == "dice" and gain.amount == 0:
            parts.append(words(word, term("rajas-code-karma")))
        else:
            parts.append(words(word, gain.amount))
    return words(*parts, sep=" + ")


def track_param(spaces: dict[int, list[Gain]]) -> Any:
    """`5 lacayo; 12 mejora`: the bonus spaces of a track in the reader's words."""
    if not spaces:
        return term("rajas-code-none")
    return words(*(words(space, bonus_param(spaces[space])) for space in sorted(spaces)), sep="; ")


def space_param(space: str) -> dict[str, Any]:
    """`terraza-naranja`, `palacio-3`, `cantera`: how a player names a space when they report
    it (`/rajas taken`), in the reader's words."""
    area, _, which = space.partition("-")
    params: dict[str, Any] = {
        "@": "rajas-code-space",
        "area": term("rajas-code-area-" + area),
        "at": area,
        "kind": "none",
        "which": "",
    }
    if which in COLOURS:
        params.update(kind="colour", which=colour_term(which))
    elif which in GOODS:
        params.update(kind="good", which=good_term(which))
    elif which == "variety":
        params.update(kind="word", which=term("rajas-code-variety"))
    elif which == "reroll":
        return {
            "@": "rajas-code-space",
            "area": term("rajas-code-reroll"),
            "at": "reroll",
            "kind": "none",
            "which": "",
        }
    elif which:
        params.update(kind="number", which=int(which))
    return params


assert set(_COLOUR_WORDS.values()) == set(COLOURS)
assert set(_GOOD_WORDS.values()) == set(GOODS)
