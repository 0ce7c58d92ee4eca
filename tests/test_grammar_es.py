"""Spanish grammar of the rendered messages: a count agrees with the noun it counts and with the
verb before it ("1 rupia", "5 rupias", "te faltan 2"), the player is spoken to as «tú»
("Ganas tú"), and the seed's terms are used ("dado decisorio")."""

from __future__ import annotations

import re

import pytest

from bot.words.i18n import Catalog
from tests.grammar import renderings

LANG = "es"
COUNTS = (0, 1, 2, 3, 5, 11, 21, 22, 25)

# The nouns the messages count, singular → plural.
NOUNS = {
    "bloque": "bloques", "carta": "cartas", "casilla": "casillas", "cilindro": "cilindros",
    "carácter": "caracteres", "dado": "dados", "día": "días", "edificio": "edificios",
    "ejército": "ejércitos", "espía": "espías", "ficha": "fichas", "gema": "gemas",
    "jugador": "jugadores", "lacayo": "lacayos", "loseta": "losetas", "moneda": "monedas",
    "noble": "nobles", "partida": "partidas", "paso": "pasos", "patriota": "patriotas",
    "pieza": "piezas", "premio": "premios", "punto": "puntos", "recurso": "recursos",
    "regalo": "regalos", "ronda": "rondas", "rupia": "rupias", "tipo": "tipos",
    "tirada": "tiradas", "tribu": "tribus", "turno": "turnos", "carretera": "carreteras",
    "opción": "opciones", "vez": "veces", "apartada": "apartadas", "corte": "cortes",
    "mercancía": "mercancías", "edificación": "edificaciones", "tenderete": "tenderetes",
    "cubo": "cubos", "estrella": "estrellas", "rango": "rangos",
}
SINGULAR = set(NOUNS)
PLURAL = set(NOUNS.values())
# Verbs before a count that must agree with it ("te falta 1", "te faltan 2").
VERBS = {"falta": "faltan", "queda": "quedan", "sobra": "sobran", "hay": "hay"}

COUNTED = re.compile(r"(?<![\w.,/–-])(\d+) (\w+)")
BEFORE = re.compile(r"(?<!hacen )(?<!hace )\b(\w+) (\d+)\b(?![.,]\d)", re.IGNORECASE)
# Example commands (`5 lacayo`) are typed syntax, not prose.
CODE = re.compile(r"`[^`]*`")
# Lines that show board facts as the player types them (`4 lacayo; 7 dinero 2`).
TYPED_LINES = {"rajas-board-line", "rajas-board-corrected", "rajas-fact-track", "rajas-fact-river",
               # Pax Pamir's commands taught as typed (`/paxpamir Ana rupias +3`).
               "paxpamir-how", "paxpamir-ledger-what", "paxpamir-cost-gift-influence",
               "paxpamir-other-coalition", "paxpamir-wakhan-coalition", "paxpamir-wakhan-loyalty"}
# Pax Pamir's tax messages are being rewritten with the corrected tax rule (who can be taxed,
# the market, sheltered rupees): their counts are checked once that rewrite lands.
REWRITTEN_ELSEWHERE: set[str] = set()
# Phrases a native reader would rewrite wherever they appear.
FORBIDDEN = {
    "Gana tú": "the player is «tú»: «Ganas tú»",
    "dado de decisión": "the seed's term is «dado decisorio»",
    "paso que ya ha pasado": "redundant",
}


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog.load()


@pytest.fixture(scope="module")
def rendered(catalog: Catalog) -> list[tuple[str, str]]:
    return renderings(catalog, LANG, counts_before, COUNTS)


def counts_before(name: str, word: str) -> bool:
    """A variable before one of the counted nouns is a count."""
    return word in SINGULAR | PLURAL


def disagreements(text: str) -> list[str]:
    """Each count in ``text`` whose noun or verb does not agree with it."""
    found = []
    text = CODE.sub(" ", text)
    for number, word in COUNTED.findall(text):
        one = int(number) == 1
        if (one and word in PLURAL and word not in SINGULAR) or (not one and word in SINGULAR
                                                                  and word not in PLURAL):
            found.append(f"{number} {word}")
    for said, number in BEFORE.findall(text):
        word = said.casefold()
        one = int(number) == 1
        if (not one and word in VERBS and VERBS[word] != word) or (
                one and word in VERBS.values() and word not in VERBS):
            found.append(f"{word} {number}")
    return found


def test_a_count_agrees_with_its_noun_and_verb(rendered: list[tuple[str, str]]) -> None:
    failures = sorted({f"{key}: {wrong} in {text!r}" for key, text in rendered
                       if key not in TYPED_LINES | REWRITTEN_ELSEWHERE
                       for wrong in disagreements(text)})
    assert not failures, "\n".join(failures[:60])


def test_no_phrase_a_native_reader_rewrites(rendered: list[tuple[str, str]]) -> None:
    failures = sorted({f"{key}: {phrase!r} ({why}) in {text!r}"
                       for key, text in rendered
                       for phrase, why in FORBIDDEN.items() if phrase in text})
    assert not failures, "\n".join(failures[:60])


@pytest.mark.parametrize(("text", "wrong"), [
    ("Tiene 1 patriotas y 1 regalos.", ["1 patriotas", "1 regalos"]),
    ("Te falta 2 rupias.", ["falta 2"]),
    ("Te faltan 1 rupia.", ["faltan 1"]),
    ("5 rupia", ["5 rupia"]),
    ("Tiene 1 patriota, 21 regalos; te faltan 3 rupias; del 1 al 6.", []),
    ("Hacen falta 4 bloques; escribe `5 lacayo`.", []),
])
def test_the_agreement_check_itself(text: str, wrong: list[str]) -> None:
    assert disagreements(text) == wrong


def test_a_dummy_among_the_winners_is_named_mid_sentence(catalog: Catalog) -> None:
    """Beck's dummies win too: the winners' line names them in lower case after «para»
    («La victoria es para ti y el jugador ficticio 1»), not as at the start of a line."""
    from engines import rajas
    from engines.rajas.play import name

    state = rajas.new_game(rajas.parse_options({"variant": "beck", "dummies": "2"}), 1).state
    text = catalog.render(LANG, "rajas-winner",
                          {"winners": [name(state, 0), name(state, 1), name(state, 2)],
                           "count": 3, "distance": 4})
    assert "para ti, el jugador ficticio 1 y el jugador ficticio 2," in text
