"""Ainok Survivalist, compiled from its Oracle text, and its rulings in games (megamorph, 702.37b).

Oracle text: Megamorph {1}{G} / When Ainok Survivalist is turned face up, destroy target artifact or
enchantment an opponent controls."""

from __future__ import annotations

from support import board, cast, pass_both

AINOK = "Ainok Survivalist"


def _face_down(game) -> int:
    (down,) = [o for o in game.zone("battlefield") if game.state.objects[o].face_down]
    return down


def test_turning_it_face_up_is_a_special_action_that_cant_be_responded_to() -> None:
    """Ruling (2015-02-25): "Turning a face-down creature with megamorph face up and putting a +1/+1 counter
    on it is a special action. It doesn't use the stack and can't be responded to." Only its turned-face-up
    ability uses the stack."""
    game = board({"battlefield": ["Forest"] * 5, "hand": [AINOK]}, {"battlefield": ["Glorious Anthem"]})
    game.apply(f"cast {game.find(AINOK)} megamorph")
    game.apply("autopay")
    pass_both(game)
    down = _face_down(game)
    game.apply(f"turn {down}")
    assert game.state.objects[down].counters == (("+1/+1", 1),)  # already on it: nothing was responded to
    assert game.pending.kind == "target"  # the 'turned face up' trigger (603.3d) asks for its target
    game.apply(f"target {game.find('Glorious Anthem')}")
    pass_both(game)
    assert game.find("Glorious Anthem", zone="graveyard")


def test_turned_face_up_some_other_way_it_gets_no_counter() -> None:
    """Ruling (2015-02-25): "If a face-down creature with megamorph is turned face up some other way (for
    example, if you manifest a card with megamorph and then pay its mana cost to turn it face up), you won't
    put a +1/+1 counter on it.\""""
    game = board({"battlefield": ["Plains"] + ["Forest"] * 3, "hand": ["Soul Summons"], "library": [AINOK]})
    cast(game, "Soul Summons")
    pass_both(game)
    down = _face_down(game)
    game.apply(f"turn {down} mana")
    assert game.chars(down).name == AINOK and game.state.objects[down].counters == ()
    assert (game.chars(down).power, game.chars(down).toughness) == (2, 1)
