"""Mutavault, compiled from its Oracle text: '{1}: Mutavault becomes a 2/2 creature with all creature types
until end of turn. It's still a land.' (205.1b)"""

from __future__ import annotations

from support import activate, board, legal, pass_both, pass_until, pay_with, to_attackers


def _animated(sick: bool):
    game = board({"battlefield": [{"card": "Mutavault", "sick": sick}, "Mountain"]})
    vault = game.find("Mutavault")
    activate(game, vault, 2, pay=False)
    pay_with(game, game.find("Mountain"))
    pass_both(game)
    return game, vault


def test_ruling_all_creature_types_but_not_changeling() -> None:
    """Ruling (2008-04-01): 'Although Mutavault has all creature types while it’s animated, it does not have
    the changeling keyword ability.'"""
    game, vault = _animated(sick=False)
    c = game.chars(vault)
    assert {"Sliver", "Goblin", "Soldier", "Time Lord"} <= set(c.subtypes)
    assert "changeling" not in c.keywords


def test_ruling_it_can_attack_only_if_controlled_since_the_turn_began() -> None:
    """Ruling (2008-08-01): 'A noncreature permanent that turns into a creature can attack, and its {T}
    abilities can be activated, only if its controller has continuously controlled that permanent since the
    beginning of their most recent turn. It doesn’t matter how long the permanent has been a creature.'"""
    for sick in (False, True):
        game, vault = _animated(sick)
        pass_until(game, "beginning_of_combat")
        if sick:  # no creature can attack: the declaration is skipped (508.8)
            pass_both(game)
            assert game.pending.kind != "attackers"
            assert not legal(game, f"activate {vault} 1")  # its {T} mana ability neither (302.6)
        else:
            to_attackers(game)
            assert legal(game, f"attack {vault} P2")
