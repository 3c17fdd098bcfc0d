"""Teferi, Master of Time, compiled from its Oracle text and played.

Oracle text: You may activate loyalty abilities of Teferi, Master of Time on any player's turn any time you
could cast an instant. / [+1]: Draw a card, then discard a card. / [−3]: Target creature you don't control
phases out. / [−10]: Take two extra turns after this one."""

from __future__ import annotations

from support import activate, attack, board, can_activate, pass_both, pass_until, to_attackers

from lithoform import Game

TEFERI = "Teferi, Master of Time"


def _opponents_upkeep(loyalty: int = 3, p2: dict | None = None) -> Game:
    game = board({"battlefield": [{"card": TEFERI, "counters": {"loyalty": loyalty}}]}, p2, active="P2",
                 step="upkeep")
    game.apply("pass")  # P1 gets priority in P2's upkeep
    return game


def test_loyalty_abilities_on_an_opponents_turn_at_instant_speed() -> None:
    """606.3's exception: 'on any player's turn any time you could cast an instant'."""
    game = _opponents_upkeep()
    teferi = game.find(TEFERI)
    assert can_activate(game, teferi)
    activate(game, teferi, 1)
    assert game.state.stack  # the +1 is on the stack during P2's upkeep


def test_still_only_one_loyalty_ability_each_turn() -> None:
    """Ruling: "Teferi's first ability doesn't change how many of his abilities you can activate during
    each turn.\""""
    game = _opponents_upkeep()
    teferi = game.find(TEFERI)
    activate(game, teferi, 1)
    pass_both(game)
    if game.pending.kind == "choose":  # discard a card
        game.apply(f"choose {game.pending.options[0]}")
    assert not can_activate(game, teferi)


def test_plus_one_draws_then_discards_while_resolving() -> None:
    """Ruling: "You draw a card and discard a card all while Teferi's first loyalty ability is resolving.
    Nothing can happen between the two, and no player may choose to take actions.\""""
    game = board({"battlefield": [TEFERI], "hand": ["Shock"]})
    activate(game, game.find(TEFERI), 1)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0  # the discard, mid-resolution
    game.apply(f"choose {game.find('Shock')}")
    assert game.find("Shock", zone="graveyard") and len(game.zone("hand", 0)) == 1


def test_minus_three_phases_out_a_creature_until_its_controllers_next_untap_step() -> None:
    """Ruling: "Any creatures that phase in during their controller's untap step will be able to attack and
    pay a cost of {T} during that turn.\""""
    game = board({"battlefield": [TEFERI]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    activate(game, game.find(TEFERI), 2, bears)
    pass_both(game)
    assert game.state.objects[bears].zone == "phased_out"
    pass_until(game, "beginning_of_combat", turn=game.state.turn + 1)  # P2's turn: it phased in
    assert game.state.objects[bears].zone == "battlefield"
    to_attackers(game)
    assert any(a.kind == "attack" and a.args[0] == bears for a in game.legal_actions())


def test_an_attacking_creature_that_phases_out_is_removed_from_combat() -> None:
    """Ruling: "An attacking creature that phases out is removed from combat." (506.4)"""
    game = board({"battlefield": [TEFERI]}, {"battlefield": ["Hill Giant"]}, active="P2",
                 step="beginning_of_combat")
    giant = game.find("Hill Giant")
    to_attackers(game)
    attack(game, giant, at="P1")
    game.apply("pass")  # P2 passes in declare attackers; P1 answers at instant speed
    activate(game, game.find(TEFERI), 2, giant)
    pass_both(game)
    assert game.state.objects[giant].zone == "phased_out"
    assert game.state.combat is None or giant not in dict(game.state.combat.attackers)
    pass_until(game, "main2")
    assert game.state.players[0].life == 20


def test_minus_ten_takes_two_extra_turns_after_this_one() -> None:
    """500.7: the extra turns come directly after this one; then the normal order goes on."""
    game = board({"battlefield": [{"card": TEFERI, "counters": {"loyalty": 10}}]})
    turn = game.state.turn
    activate(game, game.find(TEFERI), 3)
    pass_both(game)
    actives = []
    for t in range(turn + 1, turn + 4):
        pass_until(game, "upkeep", turn=t)
        actives.append(game.state.active)
    assert actives == [0, 0, 1]
