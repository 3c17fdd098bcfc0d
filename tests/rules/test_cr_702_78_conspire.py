"""CR 702.78a conspire: 'As an additional cost to cast this spell, you may tap two untapped creatures you control
that each share a color with it' and 'When you cast this spell, if its conspire cost was paid, copy it. If the
copy has targets, you may choose new targets for the copy.' Paying it follows 601.2b and 601.2f-h. Played with
the compiled Burn Trail ('Burn Trail deals 3 damage to any target. Conspire')."""

from __future__ import annotations

from support import board, choose_targets, life, resolve_stack, use_compiled

TRAIL = "Burn Trail"
use_compiled(TRAIL, "Raging Goblin", "Goblin Piker", "Grizzly Bears")


def _cast(game, pay: bool, target: str) -> None:
    game.apply(f"cast {game.find(TRAIL)}")
    if game.pending.kind == "additional":
        game.apply("additional conspire" if pay else "additional none")
    game.apply(f"target {target}")


def test_702_78a_paid_taps_two_creatures_and_copies() -> None:
    game = board({"hand": [TRAIL], "battlefield": [{"card": "Mountain", "count": 4}, "Raging Goblin",
                                                    "Goblin Piker"]})
    goblin, piker = game.find("Raging Goblin"), game.find("Goblin Piker")
    _cast(game, True, "P2")
    while game.pending.kind == "tap":  # 601.2h: the creatures tapped to pay it
        game.apply(f"tap {goblin if goblin in game.pending.options else piker}")
    if game.pending.kind != "priority":
        game.apply("autopay")
    assert game.state.objects[goblin].tapped and game.state.objects[piker].tapped
    game.apply("pass")  # the conspire trigger (601.2i) resolves first: a copy (707.10)
    game.apply("pass")
    choose_targets(game, "P1")  # the copy's new target (707.10c): player 1
    resolve_stack(game)
    assert life(game, 1) == 17 and life(game, 0) == 17


def test_702_78a_not_paid_no_copy() -> None:
    game = board({"hand": [TRAIL], "battlefield": [{"card": "Mountain", "count": 4}, "Raging Goblin",
                                                    "Goblin Piker"]})
    _cast(game, False, "P2")
    if game.pending.kind != "priority":
        game.apply("autopay")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert life(game, 1) == 17
    assert not game.state.objects[game.find("Raging Goblin")].tapped


def test_702_78a_creatures_must_share_a_color_with_the_spell() -> None:
    """A green creature shares no color with the red Burn Trail: with only one red creature, the conspire
    cost can't be paid, so it isn't offered (601.2b)."""
    game = board({"hand": [TRAIL], "battlefield": [{"card": "Mountain", "count": 4}, "Raging Goblin",
                                                    "Grizzly Bears"]})
    game.apply(f"cast {game.find(TRAIL)}")
    assert game.pending.kind != "additional"


def test_702_78a_summoning_sick_creatures_may_be_tapped() -> None:
    """302.6 restricts only {T} costs: creatures that came under your control this turn can pay conspire."""
    game = board({"hand": [TRAIL], "battlefield": [{"card": "Mountain", "count": 4},
                                                    {"card": "Raging Goblin", "sick": True},
                                                    {"card": "Goblin Piker", "sick": True}]})
    game.apply(f"cast {game.find(TRAIL)}")
    assert game.pending.kind == "additional"
