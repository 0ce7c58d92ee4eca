"""The words a player types for coalitions, suits and ledger fields, in English, Spanish,
Japanese and Russian (commands stay English verbs, as for every game, but a Spanish table may
write `rupias` or `militar`), and the message terms that name them back."""

from __future__ import annotations

from engines.core import term
from engines.paxpamir.model import COALITIONS, SUITS

COALITION_WORDS: dict[str, tuple[str, ...]] = {
    "afghan": (
        "afghan",
        "afghans",
        "afgano",
        "afgana",
        "afganos",
        "afganistán",
        "アフガン",
        "アフガニスタン",
        "афганцы",
        "афганская",
        "афганский",
        "афганец",
    ),
    "british": (
        "british",
        "britain",
        "británico",
        "britanico",
        "británica",
        "britanica",
        "británicos",
        "イギリス",
        "英国",
        "британцы",
        "британская",
        "британский",
    ),
    "russian": (
        "russian",
        "russians",
        "russia",
        "ruso",
        "rusa",
        "rusos",
        "ロシア",
        "русские",
        "русская",
        "русский",
        "россия",
    ),
}
SUIT_WORDS: dict[str, tuple[str, ...]] = {
    "political": (
        "political",
        "politics",
        "purple",
        "político",
        "politico",
        "política",
        "politica",
        "morado",
        "政治",
        "политика",
        "политические",
        "политический",
    ),
    "military": ("military", "red", "militar", "rojo", "軍事", "военные", "военный", "военное"),
    "intelligence": (
        "intelligence",
        "blue",
        "inteligencia",
        "azul",
        "諜報",
        "情報",
        "разведка",
        "разведывательные",
    ),
    "economic": (
        "economic",
        "economy",
        "yellow",
        "económico",
        "economico",
        "económica",
        "economica",
        "amarillo",
        "経済",
        "экономика",
        "экономические",
        "экономический",
    ),
}
FIELD_WORDS: dict[str, tuple[str, ...]] = {
    "vp": ("vp", "points", "point", "score", "pv", "puntos", "勝利点", "点数", "очки"),
    "rupees": ("rupees", "rupee", "rs", "money", "rupias", "rupia", "ルピー", "рупии", "рупий"),
    "loyalty": ("loyalty", "lealtad", "忠誠", "лояльность"),
    "influence": ("influence", "influencia", "影響力", "влияние"),
    "gifts": ("gifts", "gift", "regalos", "regalo", "贈り物", "подарки", "подарок"),
    "prizes": ("prizes", "prize", "premios", "premio", "戦利品", "трофеи", "трофей", "призы"),
    "patriots": ("patriots", "patriot", "patriotas", "patriota", "愛国者", "патриоты", "патриот"),
    "cylinders": (
        "cylinders",
        "cylinder",
        "cyl",
        "cilindros",
        "cilindro",
        "シリンダー",
        "цилиндры",
        "цилиндр",
    ),
    "stars": ("stars", "star", "estrellas", "estrella", "星", "звёзды", "звезды"),
}


def _index(table: dict[str, tuple[str, ...]]) -> dict[str, str]:
    return {word.casefold(): name for name, words in table.items() for word in (name, *words)}


_COALITIONS = _index(COALITION_WORDS)
_SUITS = _index(SUIT_WORDS)
_FIELDS = _index(FIELD_WORDS)


def coalition_of(word: str) -> str | None:
    return _COALITIONS.get(word.strip().casefold())


def suit_of(word: str) -> str | None:
    return _SUITS.get(word.strip().casefold())


def field_of(word: str) -> str | None:
    """A ledger field (``vp`` … ``stars``), or a suit's name standing for its stars."""
    word = word.strip().casefold()
    return _FIELDS.get(word) or (_SUITS.get(word) and "stars")


def coalition_term(coalition: str) -> str:
    assert coalition in COALITIONS
    return term("paxpamir-coalition-" + coalition)


def suit_term(suit: str) -> str:
    assert suit in SUITS
    return term("paxpamir-suit-" + suit)


def field_term(name: str) -> str:
    return term("paxpamir-field-" + name)
