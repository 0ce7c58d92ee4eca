"""A record as files (bot/service/record_export.py): the CSV reads back with the csv module as
a spreadsheet would see it, the JSON with json, both in the order the games ended."""

from __future__ import annotations

import csv
import io
import json

from bot.service.record_export import COLUMNS, export_documents, file_name
from tests.bot.record_support import early, play


def rows(data: bytes) -> list[dict[str, str]]:
    assert data.startswith(b"\xef\xbb\xbf")  # the byte-order mark Excel needs to read UTF-8
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_the_csv_has_a_header_and_one_row_per_play_in_the_order_they_ended() -> None:
    results = [play(2, False, score=40, margin=-3), play(1, True, score=55, margin=7),
               early(3, level=None, seed=None)]
    csv_file, _ = export_documents(results)
    read = rows(csv_file.data)
    assert tuple(read[0]) == COLUMNS
    assert [row["ended_at"] for row in read] == [
        "2026-01-01 11:00:00", "2026-01-02 11:00:00", "2026-01-03 11:00:00"]
    assert read[0] == {
        "ended_at": "2026-01-01 11:00:00", "game": "rajas", "automaton": "beck",
        "level": "beck-1", "options": "variant=beck dummies=1", "player": "Ana",
        "complete": "1", "won": "1", "score": "55",
        "margin": "7", "turns": "9", "started_at": "2026-01-01 10:00:00",
        "channel": "telegram:-100", "seed": "seed=42", "seats": "Ana:55*; beck:48"}
    assert (read[1]["won"], read[1]["margin"], read[1]["seats"]) == ("0", "-3", "Ana:40; beck:43*")
    # An early end decided nothing: no win, no loss; its unknowns are blank.
    assert (read[2]["complete"], read[2]["won"], read[2]["level"], read[2]["seed"]) == (
        "0", "", "", "")


def test_the_csv_uses_crlf_line_ends() -> None:
    csv_file, _ = export_documents([play(1)])
    assert csv_file.data.count(b"\r\n") == 2


def test_names_in_any_script_and_with_commas_and_quotes_read_back() -> None:
    name = 'Аня, "見習い" Ñ'
    csv_file, json_file = export_documents([play(1, name=name)])
    assert rows(csv_file.data)[0]["player"] == name
    assert json.loads(json_file.data)[0]["player"] == name


def test_a_name_a_spreadsheet_would_run_as_a_formula_is_text() -> None:
    csv_file, json_file = export_documents([play(1, name="=HYPERLINK(\"x\")")])
    read = rows(csv_file.data)[0]
    assert read["player"] == "'=HYPERLINK(\"x\")"
    assert read["seats"].startswith("'=HYPERLINK")
    assert json.loads(json_file.data)[0]["player"] == "=HYPERLINK(\"x\")"


def test_a_long_seed_stays_whole_as_text() -> None:
    csv_file, json_file = export_documents([play(1, seed="1234567890123456789")])
    assert rows(csv_file.data)[0]["seed"] == "seed=1234567890123456789"
    assert json.loads(json_file.data)[0]["seed"] == "1234567890123456789"


def test_the_json_is_a_list_of_plays_with_the_outcome_as_an_object() -> None:
    _, json_file = export_documents([play(2, False, margin=-3), early(1, score=None)])
    read = json.loads(json_file.data)
    assert [entry["ended_at"] for entry in read] == ["2026-01-01 11:00:00",
                                                     "2026-01-02 11:00:00"]
    assert read[0]["won"] is None and read[0]["complete"] is False and read[0]["score"] is None
    assert read[1]["won"] is False and read[1]["margin"] == -3
    outcome = read[1]["outcome"]
    assert outcome["seats"][1] == {"name": "beck", "automaton": True, "score": 53,
                                   "winner": True, "first": False}
    assert (outcome["complete"], outcome["turns"], outcome["rule"]) == (True, 9, "RB-E")
    assert set(read[1]) == (set(COLUMNS) - {"seats"}) | {"outcome"}


def test_a_damaged_outcome_costs_only_its_seats() -> None:
    csv_file, json_file = export_documents([play(1, outcome="{not json"), play(2)])
    assert [row["seats"] for row in rows(csv_file.data)] == ["", "Ana:50*; beck:45"]
    assert json.loads(json_file.data)[0]["outcome"] == {}


def test_no_plays_make_a_header_and_an_empty_list() -> None:
    csv_file, json_file = export_documents([], who="Ana")
    assert [list(row) for row in csv.reader(io.StringIO(csv_file.data.decode("utf-8-sig")))] == [
        list(COLUMNS)]
    assert json.loads(json_file.data) == []


def test_file_names_are_ascii() -> None:
    csv_file, json_file = export_documents([play(1, name="José Núñez")])
    assert (csv_file.name, json_file.name) == ("soloist-record-jose-nunez.csv",
                                               "soloist-record-jose-nunez.json")
    assert (csv_file.mime, json_file.mime) == ("text/csv", "application/json")
    assert file_name("Аня") == "soloist-record"
    assert file_name("Ana ✨ 2") == "soloist-record-ana-2"
    assert file_name(None) == "soloist-record"
    several = [play(1, player_id="a", name="Ana"), play(2, player_id="b", name="Bo")]
    assert export_documents(several)[0].name == "soloist-record.csv"
    assert export_documents(several, who="Table 7")[0].name == "soloist-record-table-7.csv"
