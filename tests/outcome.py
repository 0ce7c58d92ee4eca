"""What a scenario run printed (`engines.replay` output lines), read the way rule tests ask
about it. Each game's test support adds what its state line holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Outcome:
    lines: list[dict[str, Any]]

    def events(self, rule: str | None = None, key: str | None = None) -> list[dict[str, Any]]:
        return [line for line in self.lines if line["type"] == "event"
                and (rule is None or line["rule"] == rule)
                and (key is None or line["key"] == key)]

    def event(self, rule: str | None = None, key: str | None = None) -> dict[str, Any]:
        found = self.events(rule, key)
        assert found, f"no event {rule} {key}; got {[(e['rule'], e['key']) for e in self.events()]}"
        return found[0]

    def params(self, rule: str | None = None, key: str | None = None) -> dict[str, Any]:
        return self.event(rule, key)["params"]

    def event_keys(self) -> list[str]:
        return [e["key"] for e in self.events()]

    def prompts(self, key: str | None = None) -> list[dict[str, Any]]:
        return [line for line in self.lines if line["type"] == "prompt"
                and (key is None or line["key"] == key)]

    def errors(self) -> list[dict[str, Any]]:
        return [line for line in self.lines if line["type"] == "error"]

    @property
    def final(self) -> dict[str, Any]:
        return self.lines[-1]
