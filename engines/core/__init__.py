"""The contract every game engine follows.

State is a dataclass of plain fields (``codec`` turns it into JSON and back). A step takes the
state and an answer and returns a ``Step``: the new state, the events (rule id, message key,
parameters) and the next prompt, or none when the flow is over. Randomness is the decision die,
rolled from the RNG kept in the state or reported by the player.
"""

from engines.core.clone import FLAT, SHARED, clone, shallow
from engines.core.codec import CodecError, decode, encode
from engines.core.conversation import (
    Ask,
    Conversation,
    Flow,
    NeedAnswer,
    Step,
    answer,
    current,
    start,
    start_over,
)
from engines.core.dice import Rng, die_to_index
from engines.core.events import LITERAL, Event, Params, Term, literal, noted, said, term
from engines.core.numbers import ascii_int
from engines.core.prompts import InvalidAnswer, Option, Prompt, default_answer, parse_answer

__all__ = [
    "FLAT",
    "LITERAL",
    "SHARED",
    "Ask",
    "CodecError",
    "Conversation",
    "Event",
    "Flow",
    "InvalidAnswer",
    "NeedAnswer",
    "Option",
    "Params",
    "Prompt",
    "Rng",
    "Step",
    "Term",
    "answer",
    "ascii_int",
    "clone",
    "current",
    "decode",
    "default_answer",
    "die_to_index",
    "encode",
    "literal",
    "noted",
    "parse_answer",
    "said",
    "shallow",
    "start",
    "start_over",
    "term",
]
