"""Ministrant of Obligation: every official ruling, checked in a game.

Oracle text: Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens
with flying.)"""

from __future__ import annotations

from support import attack, block, board, cast, controlled, lands, life, pass_both, pass_until, to_attackers

MINISTRANT = "Ministrant of Obligation"


def test_spirits_from_a_blocker_that_died_cannot_block_afterwards() -> None:
    """Ruling: "Because blockers are chosen all at once, you can't block with a creature with afterlife,
    wait for it to die, then block with the resulting Spirit tokens."

    Two Grizzly Bears attack; the Ministrant blocks one and dies in combat: its Spirits arrive after the
    one declaration of blockers and block nothing; the other Bears' damage is dealt."""
    game = board({"battlefield": [MINISTRANT]}, {"battlefield": [{"card": "Grizzly Bears", "count": 2}]},
                 active="P2", step="beginning_of_combat", turn=4)
    first, second = controlled(game, "Grizzly Bears", 1)
    to_attackers(game)
    attack(game, first, second, at="P1")
    pass_both(game)
    ministrant = game.find(MINISTRANT)
    assert game.pending.options == (ministrant,)  # no Spirit exists to be declared
    block(game, (ministrant, first))
    pass_both(game)  # combat damage: the Ministrant dies, afterlife triggers
    assert game.state.step == "combat_damage"
    assert life(game, 0) == 18
    pass_both(game)
    spirits = controlled(game, "Spirit Token")
    assert len(spirits) == 2
    assert game.state.combat is not None
    assert {b for b, _ in game.state.combat.blockers} == {ministrant}  # the Spirits block nothing
    pass_until(game, "main2")
    assert life(game, 0) == 18 and len(controlled(game, "Spirit Token")) == 2


def test_afterlife_two_makes_two_white_and_black_flying_spirits_when_it_dies() -> None:
    """Oracle: "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens
    with flying.)"""
    game = board({"battlefield": [MINISTRANT, "Mountain"], "hand": ["Shock"]})
    cast(game, "Shock", game.find(MINISTRANT))
    pass_both(game)
    assert game.find(MINISTRANT, zone="graveyard") and len(game.state.stack) == 1
    pass_both(game)
    spirits = controlled(game, "Spirit Token")
    assert len(spirits) == 2
    for s in spirits:
        c = game.chars(s)
        assert game.state.objects[s].token
        assert (c.power, c.toughness, c.colors, c.types, c.subtypes) == (1, 1, {"W", "B"}, {"Creature"},
                                                                           {"Spirit"})
        assert "flying" in c.keywords


def test_afterlife_does_not_trigger_when_it_is_exiled() -> None:
    """Oracle: afterlife triggers when the creature dies (700.4: put into a graveyard from the
    battlefield); exiled by Fiend Hunter, the Ministrant makes no Spirits."""
    game = board({"battlefield": [lands("Plains", 3)], "hand": ["Fiend Hunter"]},
                 {"battlefield": [MINISTRANT]})
    cast(game, "Fiend Hunter")
    pass_both(game)
    game.apply(f"target {game.find(MINISTRANT)}")
    pass_both(game)
    game.apply("yes")
    assert not game.state.stack and not controlled(game, "Spirit Token", 1)
