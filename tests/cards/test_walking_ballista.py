"""Walking Ballista: every official ruling, checked in a game.

Oracle text: Walking Ballista enters the battlefield with X +1/+1 counters on it. / {4}: Put a +1/+1 counter
on Walking Ballista. / Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target."""

from __future__ import annotations

from support import activate, board, can_activate, cast, counters, lands, life, pass_both, pt

from lithoform import Action, Game

BALLISTA = "Walking Ballista"
PING, GROW = 2, 1  # activated abilities in printed order: {4} first, then the counter removal


def _ping_until_it_dies(game: Game, ballista: int) -> int:
    """Activates the damage ability at P2 while holding priority until it can't; returns how many times."""
    n = 0
    while can_activate(game, ballista):
        activate(game, ballista, PING, "P2")
        n += 1
    return n


def test_x_x_means_paying_twice_x() -> None:
    """Ruling: "A casting cost of {X}{X} means that you pay twice X. If you want X to be 3, you pay {6} to
    cast Walking Ballista."
    """
    game = board({"battlefield": [lands("Forest", 6)], "hand": [BALLISTA]})
    game.apply(f"cast {game.find(BALLISTA)}")
    spell = game.state.announcing
    assert Action("x", (3,)) in game.legal_actions() and Action("x", (4,)) not in game.legal_actions()
    game.apply("x 3")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {6}"
    assert game.chars(spell).mana_value == 6  # 202.3e: each X counts on the stack
    game.apply("autopay")
    assert all(game.state.objects[o].tapped for o in game.zone("battlefield"))
    pass_both(game)
    ballista = game.find(BALLISTA)
    assert counters(game, ballista) == 3 and pt(game, ballista) == (3, 3)


def test_five_mana_is_not_enough_for_x_equal_three() -> None:
    """The same ruling: with only five mana, X can be at most 2 ({4})."""
    game = board({"battlefield": [lands("Forest", 5)], "hand": [BALLISTA]})
    game.apply(f"cast {game.find(BALLISTA)}")
    assert Action("x", (2,)) in game.legal_actions() and Action("x", (3,)) not in game.legal_actions()


def test_damage_limits_how_many_counters_can_be_removed() -> None:
    """Ruling: "If Walking Ballista has been dealt damage or had its toughness reduced by an effect, this
    limits how many times you'll be able to remove +1/+1 counters from it in a single turn. For example, if
    it has three +1/+1 counters on it and has been dealt 1 damage this turn, it will be destroyed
    immediately after you activate the ability a second time and you won't be able to activate it a third
    time."
    """
    game = board({"battlefield": [{"card": BALLISTA, "counters": {"+1/+1": 3}, "damage": 1}]})
    ballista = game.find(BALLISTA)
    activate(game, ballista, PING, "P2")
    assert game.state.objects[ballista].zone == "battlefield"
    activate(game, ballista, PING, "P2")
    assert game.find(BALLISTA, zone="graveyard")  # destroyed right after the second activation
    assert not can_activate(game, ballista)
    assert len(game.state.stack) == 2
    pass_both(game)
    pass_both(game)
    assert life(game, 1) == 18  # both activations resolve


def test_a_toughness_reducing_effect_limits_it_the_same_way() -> None:
    """The same ruling, for "had its toughness reduced by an effect": under Umezawa's Jitte's -1/-1, a
    Ballista with three counters dies after the second activation."""
    game = board({"battlefield": [{"card": BALLISTA, "counters": {"+1/+1": 3}},
                                  {"card": "Umezawa's Jitte", "counters": {"charge": 1}}]})
    ballista = game.find(BALLISTA)
    activate(game, "Umezawa's Jitte", 1, ballista, mode=2)
    pass_both(game)
    assert pt(game, ballista) == (2, 2)
    assert _ping_until_it_dies(game, ballista) == 2
    assert game.find(BALLISTA, zone="graveyard")


def test_four_mana_puts_a_counter_on_it() -> None:
    """Oracle: "{4}: Put a +1/+1 counter on Walking Ballista.\""""
    game = board({"battlefield": [lands("Forest", 4), {"card": BALLISTA, "counters": {"+1/+1": 1}}]})
    ballista = game.find(BALLISTA)
    game.apply(f"activate {ballista} {GROW}")
    assert game.pending.prompt == "pay {4}"
    game.apply("autopay")
    pass_both(game)
    assert counters(game, ballista) == 2 and pt(game, ballista) == (2, 2)


def test_each_removed_counter_deals_one_damage_to_any_target() -> None:
    """Oracle: "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.": cast with
    X = 1, it kills a 1/1 and is left a 0/0 that dies (704.5f)."""
    game = board({"battlefield": [lands("Forest", 2)], "hand": [BALLISTA]},
                 {"battlefield": ["Llanowar Elves"]})
    cast(game, BALLISTA, x=1)
    pass_both(game)
    activate(game, BALLISTA, PING, game.find("Llanowar Elves"))
    assert game.find(BALLISTA, zone="graveyard")
    pass_both(game)
    assert game.find("Llanowar Elves", zone="graveyard")
