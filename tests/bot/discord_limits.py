"""What Discord checks in a request's body beyond its OpenAPI description (tests/bot/
discord_spec.py checks that): a message's (a new message, an interaction's response or
follow-up, an edit), a bulk overwrite of commands, autocomplete choices. Refused with Discord's
own errors: 50006 for an empty message, 50035 "Invalid Form Body" with the ``errors`` object
that names each field and why.

The limits are those of Discord's developer documentation, each error citing its page (``DOCS``),
the stricter where the OpenAPI description (discord/discord-api-spec, API v10) allows more:
message content 2,000 characters for a bot (the spec says 4,000, which only Nitro users may
send), an autocomplete choice's value 100 (the spec says 6,000: the docs' 100 is what Discord
enforces), 100 chat commands (the spec's 130 counts every command type: the docs allow 100 chat
commands, and the bot's are all chat commands), at most 5 action rows of 5 components (the
spec's 40 top-level components are for the newer layout components, which the bot does not
send), the 6,000 characters of a message's embeds together and 8,000 of a command."""

from __future__ import annotations

import re
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

DOCS_BASE = "https://discord.com/developers/docs"
DOCS = {
    "content": f"{DOCS_BASE}/resources/message#create-message-jsonform-params",
    "embeds": f"{DOCS_BASE}/resources/message#embed-object-embed-limits",
    "components": f"{DOCS_BASE}/components/reference",
    "rows": f"{DOCS_BASE}/components/reference#action-row",
    "button": f"{DOCS_BASE}/components/reference#button",
    "select": f"{DOCS_BASE}/components/reference#string-select",
    "commands": f"{DOCS_BASE}/interactions/application-commands#registering-a-command",
    "command": f"{DOCS_BASE}/interactions/application-commands"
               "#application-command-object-application-command-structure",
    "naming": f"{DOCS_BASE}/interactions/application-commands"
              "#application-command-object-application-command-naming",
    "choices": f"{DOCS_BASE}/interactions/application-commands"
               "#application-command-object-application-command-option-choice-structure",
    "autocomplete": f"{DOCS_BASE}/interactions/receiving-and-responding"
                    "#interaction-response-object-autocomplete",
    "uploads": f"{DOCS_BASE}/reference#uploading-files",
    "empty": f"{DOCS_BASE}/resources/message#create-message",
}
"""The documentation page of each limit (by the part of a request it limits)."""

EMPTY = (400, {"message": "Cannot send an empty message", "code": 50006})

Errors = dict[str, Any]


Path = tuple[str | int, ...]


class FormErrors:
    """The ``errors`` object of a 50035, built field path by field path, and each error with
    the documentation page that sets its rule (``cited``)."""

    def __init__(self) -> None:
        self.tree: Errors = {}
        self.cited: list[tuple[Path, str, str, str]] = []
        """Each error: its field path, code, message and doc page."""

    def add(self, path: Path, code: str, message: str, doc: str = "") -> None:
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
        self.cited.append((path, code, message, doc))

    def too_long(self, path: Path, value: Any, limit: int, doc: str) -> None:
        if isinstance(value, str) and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.", doc)

    def too_many(self, path: Path, items: Any, limit: int, doc: str) -> None:
        if isinstance(items, list) and len(items) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.", doc)

    def problems(self) -> list[tuple[Path, str, str, str]]:
        """Each error as a problem: its path, code, message, and a sentence citing its doc
        page."""
        return [(path, code, message, f"{named(path)}: {message} (docs: {doc})")
                for path, code, message, doc in self.cited]

    def refusal(self) -> tuple[int, dict[str, Any]] | None:
        if not self.tree:
            return None
        return 400, {"message": "Invalid Form Body", "code": 50035, "errors": self.tree}


def named(path: Path) -> str:
    """A field path as ``.embeds[0].title``."""
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


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
    _message(errors, data)
    return errors.refusal()


def _message(errors: FormErrors, data: dict[str, Any]) -> None:
    content = data.get("content")
    if content is not None and not isinstance(content, str):
        errors.add(("content",), "BASE_TYPE_STRING", f'Could not interpret "{content}" as '
                   "string.", DOCS["content"])
    for name in ("embeds", "components"):
        if data.get(name) is not None and not isinstance(data[name], list):
            errors.add((name,), "BASE_TYPE_LIST", "Must be an array.", DOCS["content"])
    # The docs' 2,000 for a bot, stricter than the spec's 4,000 (a Nitro user's limit).
    errors.too_long(("content",), content, CONTENT, DOCS["content"])
    _embeds(errors, data.get("embeds"))
    _components(errors, data.get("components"))


def _nothing_to_show(data: dict[str, Any], files: dict[int, str] | None) -> bool:
    """A new message needs content, embeds, stickers, components, files or a poll (the docs'
    Create Message)."""
    return is_empty(data.get("content"), data.get("embeds"), data.get("components"),
                    files) and not (data.get("sticker_ids") or data.get("poll"))


def is_empty(content: Any, embeds: Any, components: Any, attachments: Any) -> bool:
    """A message with nothing to show: Discord refuses to send it, or to edit a message so."""
    return not (content or embeds or components or attachments)


def _embeds(errors: FormErrors, embeds: Any) -> None:
    if not isinstance(embeds, list):
        return
    errors.too_many(("embeds",), embeds, EMBEDS, DOCS["embeds"])
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            errors.add(("embeds", i), "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a "
                       "ModelType", DOCS["embeds"])
            continue
        fields = embed.get("fields") or []
        texts = [(("title",), embed.get("title"), EMBED_TITLE),
                 (("description",), embed.get("description"), EMBED_DESCRIPTION),
                 (("footer", "text"), (embed.get("footer") or {}).get("text"), EMBED_FOOTER),
                 (("author", "name"), (embed.get("author") or {}).get("name"), EMBED_AUTHOR)]
        errors.too_many(("embeds", i, "fields"), fields, EMBED_FIELDS, DOCS["embeds"])
        for j, item in enumerate(fields):
            texts.append((("fields", j, "name"), item.get("name"), EMBED_FIELD_NAME))
            texts.append((("fields", j, "value"), item.get("value"), EMBED_FIELD_VALUE))
        for path, text, limit in texts:
            errors.too_long(("embeds", i, *path), text, limit, DOCS["embeds"])
            total += len(text) if isinstance(text, str) else 0
    if total > EMBED_TOTAL:
        errors.add(("embeds",), "MAX_EMBED_SIZE_EXCEEDED",
                   f"Embed size exceeds maximum size of {EMBED_TOTAL}", DOCS["embeds"])


def _components(errors: FormErrors, rows: Any) -> None:
    if not isinstance(rows, list):
        return
    errors.too_many(("components",), rows, ROWS, DOCS["rows"])
    seen: set[str] = set()
    for i, row in enumerate(rows):
        children = row.get("components") if isinstance(row, dict) else None
        if not isinstance(row, dict) or row.get("type") != 1 or not isinstance(children, list):
            errors.add(("components", i), "UNION_TYPE_CHOICES",
                       "Value of field \"type\" must be one of (1,).", DOCS["rows"])
            continue
        if not children:
            errors.add(("components", i, "components"), "BASE_TYPE_MIN_LENGTH",
                       "Must be 1 or more in length.", DOCS["rows"])
        selects = [c for c in children if isinstance(c, dict) and c.get("type") == 3]
        if selects and len(children) > 1:
            errors.add(("components", i, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                       "The specified component exceeds the maximum width", DOCS["rows"])
        errors.too_many(("components", i, "components"), children, ROW_BUTTONS, DOCS["rows"])
        for j, child in enumerate(children):
            _component(errors, ("components", i, "components", j), child, seen)


def _component(errors: FormErrors, path: tuple[str | int, ...], child: Any,
               seen: set[str]) -> None:
    if not isinstance(child, dict) or child.get("type") not in (2, 3):
        errors.add(path, "UNION_TYPE_CHOICES", "Value of field \"type\" must be one of (2, 3).",
                   DOCS["components"])
        return
    custom_id = child.get("custom_id")
    link = child.get("type") == 2 and child.get("style") == 5
    if link:
        if not child.get("url"):
            errors.add((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required",
                       DOCS["button"])
        if custom_id is not None:
            errors.add((*path, "custom_id"), "BUTTON_LINK_CUSTOM_ID",
                       "A link button cannot have a custom id", DOCS["button"])
    elif not isinstance(custom_id, str) or not custom_id:
        errors.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required",
                   DOCS["button"])
    else:
        errors.too_long((*path, "custom_id"), custom_id, CUSTOM_ID, DOCS["components"])
        if custom_id in seen:
            errors.add((*path, "custom_id"), "COMPONENT_CUSTOM_ID_DUPLICATED",
                       "Component custom id cannot be duplicated", DOCS["components"])
        seen.add(custom_id)
    if child.get("type") == 2:
        errors.too_long((*path, "label"), child.get("label"), LABEL, DOCS["button"])
        if not child.get("label") and not child.get("emoji"):
            errors.add((*path, "label"), "BUTTON_COMPONENT_NO_LABEL_OR_EMOJI",
                       "A button must have a label or an emoji", DOCS["button"])
        return
    options = child.get("options")
    if not isinstance(options, list) or not options:
        errors.add((*path, "options"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.",
                   DOCS["select"])
        return
    errors.too_many((*path, "options"), options, SELECT_OPTIONS, DOCS["select"])
    errors.too_long((*path, "placeholder"), child.get("placeholder"), PLACEHOLDER,
                    DOCS["select"])
    for k, option in enumerate(options):
        for name in ("label", "value", "description"):
            errors.too_long((*path, "options", k, name), option.get(name), OPTION_TEXT,
                            DOCS["select"])


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
    errors = FormErrors()
    _commands(errors, commands)
    return errors.refusal()


def _commands(errors: FormErrors, commands: Any) -> None:
    if not isinstance(commands, list):
        errors.add((), "MODEL_TYPE_CONVERT", "Only iterables may be used in a ListType",
                   DOCS["commands"])
        return
    # The docs' 100 chat commands, stricter than the spec's 130 (all command types together).
    errors.too_many((), commands, COMMANDS, DOCS["commands"])
    name = re.compile(COMMAND_NAME_PATTERN)
    for i, command in enumerate(commands):
        total = _described(errors, (i,), command, name)
        for j, option in enumerate(command.get("options") or []):
            total += _option(errors, (i, "options", j), option, name)
        errors.too_many((i, "options"), command.get("options"), COMMAND_OPTIONS, DOCS["command"])
        if total > COMMAND_TOTAL:
            errors.add((i,), "APPLICATION_COMMAND_TOO_LARGE", "Command exceeds maximum size "
                       f"({COMMAND_TOTAL})", DOCS["command"])


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
                           if field == "description" else "Command name is invalid",
                           DOCS["command"] if field == "description" else DOCS["naming"])
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
    errors.too_many((*path, "choices"), choices, COMMAND_CHOICES, DOCS["choices"])
    for k, choice in enumerate(choices):
        label = choice.get("name")
        if not isinstance(label, str) or not 1 <= len(label) <= OPTION_TEXT:
            errors.add((*path, "choices", k, "name"), "BASE_TYPE_BAD_LENGTH",
                       f"Must be between 1 and {OPTION_TEXT} in length.", DOCS["choices"])
        total += len(label) if isinstance(label, str) else 0
        total += len(str(choice.get("value", "")))
    for j, sub in enumerate(option.get("options") or []):
        total += _option(errors, (*path, "options", j), sub, name)
    errors.too_many((*path, "options"), option.get("options"), COMMAND_OPTIONS, DOCS["command"])
    return total


AUTOCOMPLETE_CHOICES = 25
CHOICE_TEXT = 100
"""An autocomplete choice's name and string value: 1–100 characters. The docs' 100 for a
value is stricter than the spec's 6,000, and it is what a bot can count on."""


def choices_refusal(data: Any) -> tuple[int, dict[str, Any]] | None:
    """Discord's refusal of an autocomplete response's choices (None: taken): at most 25,
    each named in 1–100 characters, a string value at most 100."""
    return _choice_errors(data).refusal()


def _choice_errors(data: Any) -> FormErrors:
    errors = FormErrors()
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or len(choices) > AUTOCOMPLETE_CHOICES:
        errors.add(("data", "choices"), "BASE_TYPE_MAX_LENGTH",
                   f"Must be {AUTOCOMPLETE_CHOICES} or fewer in length.", DOCS["autocomplete"])
        return errors
    for i, choice in enumerate(choices):
        name = choice.get("name") if isinstance(choice, dict) else None
        value = choice.get("value") if isinstance(choice, dict) else None
        if not isinstance(name, str) or not 1 <= len(name) <= CHOICE_TEXT:
            errors.add(("data", "choices", i, "name"), "BASE_TYPE_BAD_LENGTH",
                       f"Must be between 1 and {CHOICE_TEXT} in length.", DOCS["choices"])
        errors.too_long(("data", "choices", i, "value"), value, CHOICE_TEXT, DOCS["choices"])
    return errors


EMPTY_CODE = "50006"
"""An empty message's problem: Discord answers it 50006, not a form error."""
NEW_MESSAGE_OPERATIONS = frozenset({"create_message", "execute_webhook"})
"""The spec's operations that make a message (an edit may leave fields as they were)."""
MESSAGE_OPERATIONS = frozenset({
    "create_message", "update_message", "execute_webhook", "update_original_webhook_message",
    "update_webhook_message"})
"""The spec's operations whose body is a message."""
COMMAND_OPERATIONS = frozenset({
    "bulk_set_application_commands", "bulk_set_guild_application_commands"})


def documented_problems(operation: str, body: Any,
                        files: dict[int, str] | None) -> list[tuple[Path, str, str, str]]:
    """What the docs refuse in a request of the spec's ``operation`` beyond the spec (each
    problem: field path, Discord's code, a sentence citing the docs' page). ``files``: a
    multipart request's ``files[n]`` parts, n → file name."""
    errors = FormErrors()
    message: Any = None
    prefix: Path = ()
    if operation in MESSAGE_OPERATIONS:
        message = body
    elif operation == "create_interaction_response" and isinstance(body, dict):
        if body.get("type") in (4, 7):
            message, prefix = body.get("data"), ("data",)
        elif body.get("type") == 8:
            errors = _choice_errors(body.get("data"))
    try:
        if operation in COMMAND_OPERATIONS:
            _commands(errors, body)
        if isinstance(message, dict):
            _message(errors, message)
    except (AttributeError, TypeError):
        pass  # a shape the spec refuses, and its check names: the limits read none
    out = [((*prefix, *path), code, said, named(prefix) + text)
           for path, code, said, text in errors.problems()]
    new = operation in NEW_MESSAGE_OPERATIONS or (
        operation == "create_interaction_response" and isinstance(body, dict)
        and body.get("type") == 4)
    if new and _nothing_to_show(message if isinstance(message, dict) else {}, files):
        out.append((prefix, EMPTY_CODE, str(EMPTY[1]["message"]),
                    f"{named(prefix)}: a new message with nothing to show "
                    f"(docs: {DOCS['empty']})"))
    attachments = message.get("attachments") if isinstance(message, dict) else None
    if files and isinstance(attachments, list):
        ids = {str(a.get("id")) for a in attachments if isinstance(a, dict)}
        out += [((*prefix, "attachments"), "ATTACHMENT_NOT_FOUND", "Unknown attachment",
                 f"{named(prefix)}.attachments: files[{n}] is not declared "
                 f"(docs: {DOCS['uploads']})")
                for n in sorted(files) if str(n) not in ids]
    return out
