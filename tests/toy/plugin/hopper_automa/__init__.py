"""Hopper, a toy automa (rules HO-1 … HO-5 in ``rules.md``): a Soloist game from another package,
found through its ``soloist.games`` entry point."""

from hopper_automa.game import (
    board_events,
    end_game,
    from_json,
    give_answer,
    new_game,
    play_turn,
    push,
    status_events,
    to_json,
)

__all__ = ["board_events", "end_game", "from_json", "give_answer", "new_game", "play_turn",
           "push", "status_events", "to_json"]
