"""Resumable flows: an automa turn written as straight-line code that asks questions.

A flow is a function ``flow(state, ask)`` that reads and changes a working copy of the game
state and calls ``ask`` for every die or answer it needs. When it needs an answer that has not
been given, ``ask`` raises ``NeedAnswer``; the step then keeps the untouched state, the answers
so far and the open prompt. The next answer replays the flow from its start with one more
answer. Flows are deterministic (bot dice come from the RNG stored in the state, copied at the
start), so every replay takes the same path and says the same events; only the new ones are
returned. Rules therefore read like the rulebook, and a half-finished turn is plain data.
"""

from __future__ import annotations

import contextlib
import dataclasses
import operator
import threading
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from engines.core.clone import clone, shallow
from engines.core.dice import Rng, die_to_index, face_bands
from engines.core.events import Event, said
from engines.core.prompts import InvalidAnswer, Option, Prompt, parse_answer

try:  # Optional: without it every answer replays its turn (correct, only slower).
    from greenlet import (  # type: ignore[import-untyped,unused-ignore]
        getcurrent as _greenlet_current,
    )
    from greenlet import (  # type: ignore[import-untyped,unused-ignore]
        greenlet as _greenlet,
    )
except ImportError:  # pragma: no cover - depends on the install
    _greenlet = None


class NeedAnswer(Exception):
    """Raised inside a flow when it needs an answer it has not been given yet."""

    def __init__(self, prompt: Prompt) -> None:
        super().__init__(prompt.key)
        self.prompt = prompt


@dataclass
class Paused:
    """Where a flow stands: which flow, the answers given so far, how many of its events are
    said, and what it asks now; as such, a conversation set aside while another flow runs
    over its open question."""

    flow: str
    answers: list[Any] = field(default_factory=list)
    emitted: int = 0
    prompt: Prompt | None = None


@dataclass
class Conversation(Paused):
    """A flow in progress (see Paused), and the one it was begun over, if any."""

    interrupted: Paused | None = None
    """The conversation this one was begun over (`/<game> end` while a question is open): its
    question is asked again if this flow ends with the game going on."""


class HasConversation(Protocol):
    conversation: Conversation | None
    rng: Rng
    bot_dice: bool


S = TypeVar("S", bound=HasConversation)
T = TypeVar("T")


@dataclass
class Step(Generic[S]):
    """What one step returns: the new state, what happened, and what is asked next."""

    state: S
    events: list[Event]
    prompt: Prompt | None


_DIE_FACES = tuple(Option(id=str(n), key="die-face", params={"face": n}) for n in range(1, 7))
_YES_NO = (Option(id="yes", key="answer-yes"), Option(id="no", key="answer-no"))


class Ask:
    """The only way a flow gets a die face or an answer, and the only way it says something."""

    # One is made for every flow run: slots make it (and its reads on every question) cheaper.
    __slots__ = (
        "_answers",
        "_bot_dice",
        "_position",
        "_refused",
        "_rng",
        "_waiting",
        "events",
        "resumes",
    )

    def __init__(self, answers: list[Any], rng: Rng, bot_dice: bool) -> None:
        self._answers = answers
        self._position = 0
        self._rng = rng
        self._bot_dice = bot_dice
        self.events: list[Event] = []
        self._waiting: Callable[[Prompt], Any] | None = None
        """Set while the flow runs live (in a greenlet): hands the prompt out, returns the
        next answer."""
        self._refused: InvalidAnswer | None = None
        self.resumes = False
        """Whether an interrupted question is asked again after this flow, if the game goes
        on (so the flow need not say what comes next)."""

    def say(self, rule: str, key: str, **params: Any) -> None:
        self.events.append(said(rule, key, params))

    def note(self, key: str, **params: Any) -> None:
        """Say a line of bookkeeping, with no rule (``events.noted``): what the player
        reported or set, not a decision."""
        self.events.append(said("", key, params))

    def d6(self, rule: str, key: str, **params: Any) -> int:
        """Roll the decision die (or have the player roll it) and say the face under ``key``."""
        if self._bot_dice:
            face = self._rng.d6()
            # The event built here, not through say(): one keyword merge less on every roll.
            self.events.append(said(rule, key, {"face": face, "by": "bot", **params}))
        else:
            prompt = Prompt(
                kind="d6",
                key="prompt-roll",
                rule=rule,
                params={"for": key, **params},
                options=list(_DIE_FACES),
            )
            face = int(self._answer(prompt))
            self.say(rule, key, face=face, by="player", **params)
        return face

    def pick(self, rule: str, options: list[T], why: str, **params: Any) -> T:
        """Break a tie at random by a shown die roll (rolled again when the face maps to none).
        The options are event parameters (a term, a number, a nested message)."""
        if len(options) == 1:
            return options[0]
        faces = tie_faces(options)
        while True:
            face = self.d6(rule, "tie-die", options=options, why=why, faces=faces, **params)
            index = die_to_index(face, len(options))
            if index is not None:
                chosen = options[index]
                self.say(rule, "tie-broken", chosen=chosen, options=options, why=why, **params)
                return chosen
            self.say(rule, "tie-reroll", face=face, count=len(options))

    def confirm(self, rule: str, key: str, board: bool = False, **params: Any) -> bool:
        yes_no = list(_YES_NO)
        return bool(
            self._answer(
                Prompt(
                    kind="confirm", key=key, rule=rule, params=params, options=yes_no, board=board
                )
            )
        )

    def choice(
        self, rule: str, key: str, options: list[Option], board: bool = False, **params: Any
    ) -> str:
        return str(
            self._answer(
                Prompt(
                    kind="choice", key=key, rule=rule, params=params, options=options, board=board
                )
            )
        )

    def number(
        self,
        rule: str,
        key: str,
        minimum: int,
        maximum: int,
        board: bool = False,
        check: Callable[[int], None] | None = None,
        default: int | None = None,
        **params: Any,
    ) -> int:
        """A whole number from ``minimum`` to ``maximum``; ``check`` raises InvalidAnswer on
        one in range the game still cannot take, and the question stays open. ``default`` is
        what a scenario answers when it has no answer (else ``minimum``)."""

        def parse(text: str) -> int:
            value = int(text)
            if check is not None:
                check(value)
            return value

        prompt = Prompt(
            kind="number",
            key=key,
            rule=rule,
            params=params,
            minimum=minimum,
            maximum=maximum,
            board=board,
            default="" if default is None else str(default),
        )
        return int(self._answer(prompt, parse))

    def text(
        self,
        rule: str,
        key: str,
        parse: Callable[[str], Any],
        quick: list[Option],
        board: bool = True,
        default: str = "",
        **params: Any,
    ) -> Any:
        """A short code the game parses (a tile, a bonus). ``parse`` raises InvalidAnswer.
        ``default`` is what a scenario answers when it has no answer (else the first quick
        pick)."""
        prompt = Prompt(
            kind="text",
            key=key,
            rule=rule,
            params=params,
            options=quick,
            board=board,
            default=default,
        )
        return self._answer(prompt, parse)

    def _answer(self, prompt: Prompt, parse: Callable[[str], Any] | None = None) -> Any:
        if self._position < len(self._answers):
            raw = self._answers[self._position]
            self._position += 1
            value = parse_answer(prompt, raw)
            return value if parse is None else parse(str(value))
        if self._waiting is None:
            raise NeedAnswer(prompt)
        # Suspended here until the next answer (see _Live): one the prompt or the game's
        # parser refuses goes back to the caller and this question stays open, unchanged.
        while True:
            raw = self._waiting(prompt)
            try:
                value = parse_answer(prompt, raw)
                value = value if parse is None else parse(str(value))
            except InvalidAnswer as refused:
                self._refused = refused
                continue
            return value


Flow = Callable[[S, Ask], None]


def start(state: S, flow_name: str, flows: dict[str, Flow[S]], asks: bool = True) -> Step[S]:
    """Begin ``flow_name`` on ``state`` (which must have no open conversation).

    ``asks=False`` says the flow is expected to end without a question (a turn whose dice
    the bot rolls and whose cards it deals): it runs on the caller's stack, without the
    greenlet an answer would resume (a few microseconds a turn). Should it ask after all, it
    is begun again from its start as any other flow: the same events, only slower."""
    if state.conversation is not None:
        raise InvalidAnswer("flow-busy")
    if not asks:
        work = clone(state)  # its conversation is None, as the working copy's must be
        ask = Ask([], work.rng, work.bot_dice)
        try:
            flows[flow_name](work, ask)
        except NeedAnswer:
            pass
        else:
            return Step(state=work, events=ask.events, prompt=None)
    base = shallow(state)  # only its conversation differs; the flow works on a deep copy
    base.conversation = Conversation(flow=flow_name)
    return _run(base, flows)


def start_over(state: S, flow_name: str, flows: dict[str, Flow[S]], waits: Event) -> Step[S]:
    """Begin ``flow_name`` even while a question is open (`/<game> end`), ``waits`` saying
    first that the open question waits: if the flow ends the game, the turn waiting on it is
    never played; if the game goes on, that question is open again, as it was."""
    if state.conversation is None:
        return start(state, flow_name, flows)
    open_ = state.conversation
    # Begun again over itself (`end` while `end` asks), it keeps what the first one set aside.
    paused = (
        open_.interrupted
        if open_.flow == flow_name
        else Paused(open_.flow, list(open_.answers), open_.emitted, open_.prompt)
    )
    base = shallow(state)
    base.conversation = Conversation(flow=flow_name, interrupted=paused)
    step = _run(base, flows)
    return Step(step.state, [waits, *step.events], step.prompt)


def answer(state: S, raw: Any, flows: dict[str, Flow[S]]) -> Step[S]:
    """Give the open prompt an answer. An answer it cannot take raises InvalidAnswer and
    leaves ``state`` as it was."""
    if state.conversation is None or state.conversation.prompt is None:
        raise InvalidAnswer("answer-no-question")
    if isinstance(raw, str) and state.conversation.prompt.kind != "text":
        raw = raw.strip()
    old = state.conversation
    base = shallow(state)  # only its conversation differs; the flow works on a deep copy
    # The same conversation with one more answer (its other fields are values, shared), and
    # without the live flow that may hang on the old one.
    conversation = base.conversation = shallow(old)
    conversation.__dict__.pop(_LIVE, None)
    conversation.answers = [*old.answers, raw]
    live = _Live.take(state)
    if live is not None:
        return live.resume(base, raw, old)
    return _run(base, flows)


def _run(base: S, flows: dict[str, Flow[S]]) -> Step[S]:
    """Run the conversation's flow from its start on a copy of ``base``, replaying the answers
    given so far, up to its end or its next question."""
    conversation = base.conversation
    assert conversation is not None
    # ``base`` is always the caller's fresh shallow copy: its conversation is set aside while
    # it is copied (the working copy has none, so copying it would be thrown away).
    base.conversation = None
    work = clone(base)
    base.conversation = conversation
    ask = Ask(conversation.answers, work.rng, work.bot_dice)
    ask.resumes = conversation.interrupted is not None
    if _greenlet is not None:
        return _Live(flows[conversation.flow], work, ask).resume(base, _BEGIN, None)
    try:
        flows[conversation.flow](work, ask)
    except NeedAnswer as need:
        new = ask.events[conversation.emitted :]
        conversation.emitted = len(ask.events)
        conversation.prompt = need.prompt
        return Step(state=base, events=new, prompt=need.prompt)
    return _ended(conversation, work, ask.events[conversation.emitted :])


def _ended(conversation: Conversation, work: S, events: list[Event]) -> Step[S]:
    """The step of a flow that has ended: the game as it left it, or, when the flow was begun
    over an open question and the game goes on, with that question open again."""
    interrupted = conversation.interrupted
    # Every game that can end mid-question marks its end by its phase.
    if interrupted is None or getattr(work, "phase", None) == "over":
        return Step(state=work, events=events, prompt=None)
    work.conversation = Conversation(
        interrupted.flow, list(interrupted.answers), interrupted.emitted, interrupted.prompt
    )
    return Step(state=work, events=events, prompt=interrupted.prompt)


class _Live:
    """A flow suspended at its open question, kept in this process so that the next answer
    resumes it where it stopped instead of replaying the turn from its start: a turn costs
    what its answers cost, not their square.

    It is only a shortcut. The state holds what it always held (the turn's starting state and
    the answers, plain data); replaying them gives the same working state and events, because
    flows are deterministic. So a state read back from the store, an old state answered again
    (undo, a retry), another thread, or no greenlet module at all simply replays. A live flow
    hangs on the conversation object of the state that shows its question (an attribute
    that is no field: never saved, copied or compared), and is taken off it by the answer
    that resumes it: it resumes once, from the state it belongs to. When that conversation
    is dropped, so is the flow (its greenlet unwound by GreenletExit).
    """

    __slots__ = ("ask", "fields", "job", "owner", "runner", "thread", "work")

    def __init__(self, flow: Flow[Any], work: Any, ask: Ask) -> None:
        self.job: tuple[Flow[Any], Any, Ask] | None = (flow, work, ask)
        self.work = work
        self.ask = ask
        self.thread = threading.get_ident()
        self.runner = _worker()
        self.owner = 0
        self.fields: tuple[Any, ...] = ()
        # Nothing the flow holds points back here: a live flow nobody can answer any more
        # (its state dropped) is freed at once, its greenlet unwound by GreenletExit.
        ask._waiting = _wait

    def __reduce__(self) -> tuple[type[None], tuple[()]]:
        # A conversation deep-copied or pickled carries no live flow (None): its copy replays.
        return type(None), ()

    def resume(self, base: Any, raw: Any, owner: Conversation | None) -> Step[Any]:
        """Run the flow on (with ``raw``, the answer to its open question, or from its start)
        up to its end or next question; ``base`` is the state that carries the conversation,
        ``owner`` the conversation that asked (it keeps the flow when ``raw`` is refused)."""
        conversation = base.conversation
        runner = self.runner
        runner.parent = _greenlet_current()
        if raw is _BEGIN:
            outcome = runner.switch(self.job)
            self.job = None
        else:
            outcome = runner.switch(raw)
        ask = self.ask
        if ask._refused is not None:
            # Refused at the question, before the flow saw it: the flow still waits there.
            refused, ask._refused = ask._refused, None
            assert owner is not None
            self.keep(owner, base)
            raise refused
        if not isinstance(outcome, Prompt):
            if isinstance(outcome, _Failed):
                # Not pooled: its frame still holds the error, whose traceback holds the game.
                raise outcome.error
            # The flow is over; its greenlet waits for the next flow.
            _idle(runner)
            events = ask.events[conversation.emitted :]
            return _ended(conversation, self.work, events)
        events = ask.events
        new = events[conversation.emitted :]
        conversation.emitted = len(events)
        conversation.prompt = outcome
        # Resumed by an answer, ``base`` has the fields of the state answered (find() has
        # just read them); begun, they are read now.
        self.keep(conversation, base, fresh=raw is _BEGIN)
        return Step(base, new, outcome)

    def keep(self, conversation: Conversation, base: Any, fresh: bool = True) -> None:
        """Hang on ``conversation``, for the state ``base`` (or one with the same fields);
        ``fresh=False``: ``base``'s fields are those last found (see find)."""
        # The fields kept: a conversation moved onto another state (one with the board
        # corrected, say) replays from that state instead of resuming from this one.
        if fresh:
            self.fields = _fields(base)
        # By its id too: a copy of the conversation (copy.copy) shares the attribute but is
        # not the one this flow waits on.
        self.owner = id(conversation)
        conversation.__dict__[_LIVE] = self

    @staticmethod
    def find(state: Any) -> _Live | None:
        """The live flow of ``state``'s conversation, if it waits for this very state."""
        conversation = state.conversation
        live: _Live | None = conversation.__dict__.get(_LIVE)
        if live is None or live.owner != id(conversation) or live.thread != threading.get_ident():
            return None
        # The same field values as the state it waits on (the same objects, as a rule: one
        # equal in value would replay to the same flow anyway); kept as found, the state's
        # own (an answer's new state shares them).
        fields = _fields(state)
        if fields != live.fields:
            return None
        live.fields = fields
        return live

    @staticmethod
    def take(state: Any) -> _Live | None:
        live = _Live.find(state)
        if live is not None:
            del state.conversation.__dict__[_LIVE]
        return live


def _fields(state: Any) -> tuple[Any, ...]:
    """A state's field values but its conversation (which a live flow must not hold: it is
    forgotten when its conversation dies)."""
    getter = _GETTERS.get(state.__class__)
    if getter is None:
        getter = _GETTERS[state.__class__] = _field_getter(state.__class__)
    return getter(state)


def _field_getter(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    # Read on every answer: one C-level attrgetter of the fields, built once per class.
    names = [f.name for f in dataclasses.fields(cls) if f.name != "conversation"]
    if len(names) < 2:
        return lambda state: tuple(getattr(state, name) for name in names)
    return operator.attrgetter(*names)


_GETTERS: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


_LIVE = "_live"
"""The attribute of a conversation that holds its live flow (see _Live)."""

_BEGIN = object()


class _Failed:
    def __init__(self, error: Exception) -> None:
        self.error = error


_DONE = object()
_POOL = threading.local()
"""Each thread's idle greenlets: starting a greenlet costs as much as a short turn."""
POOL_SIZE = 8


def _worker() -> Any:
    free = getattr(_POOL, "free", None)
    if free:
        return free.pop()
    assert _greenlet is not None
    return _greenlet(_work)


def _idle(runner: Any) -> None:
    free = _POOL.__dict__.setdefault("free", [])
    if len(free) < POOL_SIZE:
        free.append(runner)


def _work(job: tuple[Flow[Any], Any, Ask]) -> None:
    """A greenlet's life: run one flow after another, each to its end or its failure, handing
    out its prompts on the way (``_wait``)."""
    while True:
        flow, work, ask = job
        outcome: Any = _DONE
        try:
            flow(work, ask)
        except Exception as error:  # handed to the caller, who raises it
            outcome = _Failed(error)
        del flow, work, ask, job  # an idle greenlet holds no game
        job = _greenlet_current().parent.switch(outcome)


def _wait(prompt: Prompt) -> Any:
    """Inside a live flow: hand ``prompt`` out to whoever resumed it, and come back with the
    next answer."""
    parent = _greenlet_current().parent
    assert parent is not None
    return parent.switch(prompt)


def current(state: S, flows: dict[str, Flow[S]]) -> S:
    """The game as it stands now: while a flow waits on a question, the working copy it has
    made so far (its replay up to the open question), so that a status shown mid-turn is
    true; otherwise ``state`` itself. Nothing is stored: flows are deterministic."""
    conversation = state.conversation
    if conversation is None or conversation.prompt is None:
        return state
    live = _Live.find(state)
    if live is not None:
        return typing.cast(S, clone(live.work))
    work = clone(state)
    work.conversation = None
    with contextlib.suppress(NeedAnswer):
        flows[conversation.flow](work, Ask(conversation.answers, work.rng, work.bot_dice))
    return work


def tie_faces(options: list[Any]) -> dict[str, Any]:
    """Which faces choose which option, said before the roll ("1–3 → purple, 4–6 → green",
    and the faces left over, rolled again): a player can check the bot's roll, or knows what
    their own roll will decide."""
    bands = face_bands(len(options))
    items: list[Any] = [
        {"@": "tie-face", "low": low, "high": high, "single": _single(low, high), "option": option}
        for (low, high), option in zip(bands, options, strict=True)
    ]
    last = bands[-1][1]
    if last < 6:
        items.append(
            {"@": "tie-face-again", "low": last + 1, "high": 6, "single": _single(last + 1, 6)}
        )
    return {"@join": items, "sep": "@list-separator"}


def _single(low: int, high: int) -> str:
    return "yes" if low == high else "no"
