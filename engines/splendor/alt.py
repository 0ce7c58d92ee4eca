"""Splendor: what the board's picture shows, in words (its alt text): the bot's side — its
prestige, tokens, bonuses, nobles and kept cards (SP-3, SP-5.3) — the bank and the nobles
(SP-1), then the market's cards and decks by level (SP-10), each card as the chat names it."""

from __future__ import annotations

from engines.core.conversation import current
from engines.core.spec import Say
from engines.splendor.catalog import card_params, tokens_code
from engines.splendor.game import FLOWS
from engines.splendor.model import SplendorState
from engines.splendor.table import noble_params


def sentences(state: SplendorState, say: Say) -> list[str]:
    state = current(state, FLOWS)
    bot = state.bot
    said = [
        say("splendor-alt-title", game="splendor", turn=state.turn),
        say(
            "splendor-status-bot",
            tokens=tokens_code(bot.tokens),
            count=bot.token_count(),
            bonuses=tokens_code(bot.bonuses()),
            cards=len(bot.cards),
            kept=len(bot.kept),
            nobles=len(bot.nobles),
            points=bot.prestige(),
        ),
    ]
    if bot.kept:
        kept = [f"#{c}" if c else say("splendor-alt-unseen") for c in bot.kept]
        said.append(say("splendor-alt-kept", cards=kept, count=len(kept)))
    said.append(say("splendor-status-bank", tokens=tokens_code(state.bank)))
    said += [say("splendor-status-noble", **noble_params(n)) for n in state.nobles]
    for level in (3, 2, 1):
        said.append(say("splendor-status-deck", level=level, count=state.deck_size(level)))
        said += [
            say("splendor-alt-card", slot=slot, **card_params(card))
            for slot, card in enumerate(state.market[level - 1], 1)
            if card
        ]
    return said
