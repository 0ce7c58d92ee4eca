"""What Discord checks in a message's body before it takes it (a new message, an interaction's
response or follow-up, an edit), refused with Discord's own errors: 50006 for an empty message,
50035 "Invalid Form Body" with the ``errors`` object that names each field and why.

The limits are those of Discord's developer documentation (docs/resources/message.md "Create
Message", docs/resources/message.md#embed-object-embed-limits, docs/interactions/
message-components.md), the stricter where its OpenAPI description (discord/discord-api-spec,
API v10) allows more: message content 2,000 characters for a bot (the spec says 4,000, which
only Nitro users may send)."""

from __future__ import annotations

from typing import Any

CONTENT = 2000
EMBEDS = 10
EMBED_TOTAL = 6000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_AUTHOR = 256
ROWS = 5
ROW_BUTTONS = 5
LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150

EMPTY = (400, {"message": "Cannot send an empty message", "code": 50006})

Errors = dict[str, Any]


class FormErrors:
    """The ``errors`` object of a 50035, built field path by field path."""

    def __init__(self) -> None:
        self.tree: Errors = {}

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def too_long(self, path: tuple[str | int, ...], value: Any, limit: int) -> None:
        if isinstance(value, str) and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def too_many(self, path: tuple[str | int, ...], items: Any, limit: int) -> None:
        if isinstance(items, list) and len(items) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def refusal(self) -> tuple[int, dict[str, Any]] | None:
        if not self.tree:
            return None
        return 400, {"message": "Invalid Form Body", "code": 50035, "errors": self.tree}


def form_refusal(path: tuple[str | int, ...], code: str,
                 message: str) -> tuple[int, dict[str, Any]]:
    """A 50035 naming one field (``path``; empty: the body as a whole) and why."""
    errors = FormErrors()
    errors.add(path, code, message)
    refusal = errors.refusal()
    assert refusal is not None
    return refusal


def message_refusal(data: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    """Discord's refusal of a message body's fields as given (None: taken)."""
    errors = FormErrors()
    content = data.get("content")
    if content is not None and not isinstance(content, str):
        errors.add(("content",), "BASE_TYPE_STRING", f'Could not interpret "{content}" as '
                   "string.")
    for name in ("embeds", "components"):
        if data.get(name) is not None and not isinstance(data[name], list):
            errors.add((name,), "BASE_TYPE_LIST", "Must be an array.")
    errors.too_long(("content",), content, CONTENT)
    _embeds(errors, data.get("embeds"))
    _components(errors, data.get("components"))
    return errors.refusal()


def is_empty(content: Any, embeds: Any, components: Any, attachments: Any) -> bool:
    """A message with nothing to show: Discord refuses to send it, or to edit a message so."""
    return not (content or embeds or components or attachments)


def _embeds(errors: FormErrors, embeds: Any) -> None:
    if not isinstance(embeds, list):
        return
    errors.too_many(("embeds",), embeds, EMBEDS)
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            errors.add(("embeds", i), "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a "
                       "ModelType")
            continue
        fields = embed.get("fields") or []
        texts = [(("title",), embed.get("title"), EMBED_TITLE),
                 (("description",), embed.get("description"), EMBED_DESCRIPTION),
                 (("footer", "text"), (embed.get("footer") or {}).get("text"), EMBED_FOOTER),
                 (("author", "name"), (embed.get("author") or {}).get("name"), EMBED_AUTHOR)]
        errors.too_many(("embeds", i, "fields"), fields, EMBED_FIELDS)
        for j, item in enumerate(fields):
            texts.append((("fields", j, "name"), item.get("name"), EMBED_FIELD_NAME))
            texts.append((("fields", j, "value"), item.get("value"), EMBED_FIELD_VALUE))
        for path, text, limit in texts:
            errors.too_long(("embeds", i, *path), text, limit)
            total += len(text) if isinstance(text, str) else 0
    if total > EMBED_TOTAL:
        errors.add(("embeds",), "MAX_EMBED_SIZE_EXCEEDED",
                   f"Embed size exceeds maximum size of {EMBED_TOTAL}")


def _components(errors: FormErrors, rows: Any) -> None:
    if not isinstance(rows, list):
        return
    errors.too_many(("components",), rows, ROWS)
    seen: set[str] = set()
    for i, row in enumerate(rows):
        children = row.get("components") if isinstance(row, dict) else None
        if not isinstance(row, dict) or row.get("type") != 1 or not isinstance(children, list):
            errors.add(("components", i), "UNION_TYPE_CHOICES",
                       "Value of field \"type\" must be one of (1,).")
            continue
        if not children:
            errors.add(("components", i, "components"), "BASE_TYPE_MIN_LENGTH",
                       "Must be 1 or more in length.")
        selects = [c for c in children if isinstance(c, dict) and c.get("type") == 3]
        if selects and len(children) > 1:
            errors.add(("components", i, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                       "The specified component exceeds the maximum width")
        errors.too_many(("components", i, "components"), children, ROW_BUTTONS)
        for j, child in enumerate(children):
            _component(errors, ("components", i, "components", j), child, seen)


def _component(errors: FormErrors, path: tuple[str | int, ...], child: Any,
               seen: set[str]) -> None:
    if not isinstance(child, dict) or child.get("type") not in (2, 3):
        errors.add(path, "UNION_TYPE_CHOICES", "Value of field \"type\" must be one of (2, 3).")
        return
    custom_id = child.get("custom_id")
    link = child.get("type") == 2 and child.get("style") == 5
    if link:
        if not child.get("url"):
            errors.add((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if custom_id is not None:
            errors.add((*path, "custom_id"), "BUTTON_LINK_CUSTOM_ID",
                       "A link button cannot have a custom id")
    elif not isinstance(custom_id, str) or not custom_id:
        errors.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
    else:
        errors.too_long((*path, "custom_id"), custom_id, CUSTOM_ID)
        if custom_id in seen:
            errors.add((*path, "custom_id"), "COMPONENT_CUSTOM_ID_DUPLICATED",
                       "Component custom id cannot be duplicated")
        seen.add(custom_id)
    if child.get("type") == 2:
        errors.too_long((*path, "label"), child.get("label"), LABEL)
        if not child.get("label") and not child.get("emoji"):
            errors.add((*path, "label"), "BUTTON_COMPONENT_NO_LABEL_OR_EMOJI",
                       "A button must have a label or an emoji")
        return
    options = child.get("options")
    if not isinstance(options, list) or not options:
        errors.add((*path, "options"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
        return
    errors.too_many((*path, "options"), options, SELECT_OPTIONS)
    errors.too_long((*path, "placeholder"), child.get("placeholder"), PLACEHOLDER)
    for k, option in enumerate(options):
        for name in ("label", "value", "description"):
            errors.too_long((*path, "options", k, name), option.get(name), OPTION_TEXT)


COMMANDS = 100
COMMAND_NAME_PATTERN = r"^[-_'\w]{1,32}$"
COMMAND_DESCRIPTION = 100
COMMAND_OPTIONS = 25
COMMAND_CHOICES = 25
COMMAND_TOTAL = 8000
"""Characters of a command's names, descriptions and choice names and values: the docs' limit
for one command, where a localized field counts as its longest version (default included)."""


def commands_refusal(commands: Any) -> tuple[int, dict[str, Any]] | None:
    """Discord's refusal of a bulk overwrite of application commands (None: taken): at most
    100 chat commands, names lowercase of 1–32 word characters, descriptions of 1–100, at most
    25 options and 25 choices each, 8,000 characters a command in all."""
    import re

    errors = FormErrors()
    if not isinstance(commands, list):
        errors.add((), "MODEL_TYPE_CONVERT", "Only iterables may be used in a ListType")
        return errors.refusal()
    errors.too_many((), commands, COMMANDS)
    name = re.compile(COMMAND_NAME_PATTERN)
    for i, command in enumerate(commands):
        total = _described(errors, (i,), command, name)
        for j, option in enumerate(command.get("options") or []):
            total += _option(errors, (i, "options", j), option, name)
        errors.too_many((i, "options"), command.get("options"), COMMAND_OPTIONS)
        if total > COMMAND_TOTAL:
            errors.add((i,), "APPLICATION_COMMAND_TOO_LARGE", "Command exceeds maximum size "
                       f"({COMMAND_TOTAL})")
    return errors.refusal()


def _described(errors: FormErrors, path: tuple[str | int, ...], item: dict[str, Any],
               name: Any) -> int:
    """Check an item's name and description, in every locale; the characters they count."""
    total = 0
    for field, valid in (("name", _valid_name(name)), ("description", _valid_description)):
        localized = (item.get(f"{field}_localizations") or {}).items()
        versions = [("", item.get(field)), *localized]
        for locale, text in versions:
            if not valid(text):
                where = (field,) if not locale else (f"{field}_localizations", locale)
                errors.add((*path, *where), "BASE_TYPE_BAD_LENGTH" if field == "description"
                           else "APPLICATION_COMMAND_INVALID_NAME",
                           f"Must be between 1 and {COMMAND_DESCRIPTION} in length."
                           if field == "description" else "Command name is invalid")
        total += max(len(text) for _, text in versions if isinstance(text, str)) if any(
            isinstance(text, str) for _, text in versions) else 0
    return total


def _valid_name(name: Any) -> Any:
    return lambda text: isinstance(text, str) and bool(name.match(text)) and text == text.lower()


def _valid_description(text: Any) -> bool:
    return isinstance(text, str) and 1 <= len(text) <= COMMAND_DESCRIPTION


def _option(errors: FormErrors, path: tuple[str | int, ...], option: dict[str, Any],
            name: Any) -> int:
    total = _described(errors, path, option, name)
    choices = option.get("choices") or []
    errors.too_many((*path, "choices"), choices, COMMAND_CHOICES)
    for k, choice in enumerate(choices):
        label = choice.get("name")
        if not isinstance(label, str) or not 1 <= len(label) <= OPTION_TEXT:
            errors.add((*path, "choices", k, "name"), "BASE_TYPE_BAD_LENGTH",
                       f"Must be between 1 and {OPTION_TEXT} in length.")
        total += len(label) if isinstance(label, str) else 0
        total += len(str(choice.get("value", "")))
    for j, sub in enumerate(option.get("options") or []):
        total += _option(errors, (*path, "options", j), sub, name)
    errors.too_many((*path, "options"), option.get("options"), COMMAND_OPTIONS)
    return total
