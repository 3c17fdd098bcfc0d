"""CR 603.10a: leaves-the-battlefield abilities look back in time. 'Whenever an enchanted creature dies' (Hateful
Eidolon) sees the Auras attached to the creature as it left, whether they go to the graveyard afterwards (704.5m)
or with it; a creature that leaves without dying (a bounce) triggers nothing (700.4)."""

from __future__ import annotations

from support import basics, board, cast, hand_size, resolve_stack, triggers, use_compiled

use_compiled("Hateful Eidolon", "Holy Strength", "Day of Judgment", "Boomerang", "Grizzly Bears")


def _board(hand: list[str], lands: dict[str, int]):
    return board({"battlefield": ["Hateful Eidolon", {"card": "Grizzly Bears", "label": "b"},
                                  {"card": "Holy Strength", "attached_to": "b"}, *basics(**lands)], "hand": hand})


def test_603_10a_704_5m_an_aura_put_into_the_graveyard_afterwards_counts() -> None:
    """Day of Judgment destroys the creatures; Holy Strength goes to the graveyard as a state-based action after
    (704.5m). The Eidolon dies with the Bears and still triggers for them (603.10a)."""
    game = _board(["Day of Judgment"], {"Plains": 4})
    before = hand_size(game, 0) - 1
    cast(game, "Day of Judgment")
    resolve_stack(game)
    assert triggers(game, "Hateful Eidolon") == 1
    assert hand_size(game, 0) == before + 1


def test_700_4_a_bounced_creature_didnt_die() -> None:
    game = _board(["Boomerang"], {"Island": 2})
    cast(game, "Boomerang", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Hateful Eidolon") == 0
