"""The Ozolith: "Whenever a creature you control leaves the battlefield, if it had counters on it, put those
counters on The Ozolith." (603.10a: a leaves-the-battlefield ability looks back in time; 608.2h: the counters
as the creature last existed) and "At the beginning of combat on your turn, if The Ozolith has counters on it,
you may move all counters from The Ozolith onto target creature." (122.5: moving counters; 603.4)."""

from __future__ import annotations

from support import basics, board, cast, pass_until, resolve_stack

OZOLITH = "The Ozolith"


def _counters(game, oid: int) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {k: n for k, n in game.state.objects[oid].counters if n}


def _kill_with_shock(game, victim: str) -> None:  # type: ignore[no-untyped-def]
    cast(game, "Shock", game.find(victim))
    resolve_stack(game)


def test_603_10a_a_dying_creature_s_counters_are_put_on_the_ozolith() -> None:
    """"The Ozolith's first ability doesn't move counters off the creature that's left the battlefield.
    Instead, it causes you to put a number of counters of each kind of counter that was on that creature onto
    The Ozolith.\""""
    game = board({"battlefield": [*basics(Mountain=1), OZOLITH,
                                  {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "flying": 1}}],
                  "hand": ["Shock"]})
    _kill_with_shock(game, "Grizzly Bears")  # 2/2 with two +1/+1 counters: Shock doesn't kill it
    assert game.find("Grizzly Bears", zone="battlefield")
    assert _counters(game, game.find(OZOLITH)) == {}


def test_each_kind_of_counter_the_creature_had_goes_on_the_ozolith() -> None:
    """"... it causes you to put a number of counters of each kind of counter that was on that creature onto
    The Ozolith.\""""
    game = board({"battlefield": [*basics(Mountain=1), OZOLITH,
                                  {"card": "Llanowar Elves", "counters": {"+1/+1": 1, "flying": 1}}],
                  "hand": ["Shock"]})
    _kill_with_shock(game, "Llanowar Elves")
    assert game.find("Llanowar Elves", zone="graveyard")
    assert _counters(game, game.find(OZOLITH)) == {"+1/+1": 1, "flying": 1}


def test_a_creature_without_counters_puts_nothing_on_it() -> None:
    """The intervening 'if it had counters on it' (603.4): no counters, no trigger."""
    game = board({"battlefield": [*basics(Mountain=1), OZOLITH, "Llanowar Elves"], "hand": ["Shock"]})
    _kill_with_shock(game, "Llanowar Elves")
    assert game.find("Llanowar Elves", zone="graveyard")
    assert _counters(game, game.find(OZOLITH)) == {}
    assert not game.state.stack


def test_122_5_move_all_counters_onto_target_creature_at_beginning_of_combat() -> None:
    """"As The Ozolith's last ability resolves, you choose whether to move the counters." and "You can't move
    only some of the counters from The Ozolith onto the target creature.\""""
    game = board({"battlefield": [{"card": OZOLITH, "counters": {"+1/+1": 2, "flying": 1}}, "Grizzly Bears"]},
                 step="main1")
    bears, ozolith = game.find("Grizzly Bears"), game.find(OZOLITH)
    for _ in range(30):
        if game.pending.kind == "target":
            break
        game.apply("pass")
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {bears}")
    for _ in range(30):
        if game.pending.kind == "may":
            break
        game.apply("pass")
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    assert _counters(game, bears) == {"+1/+1": 2, "flying": 1}
    assert _counters(game, ozolith) == {}


def test_declining_leaves_the_counters_on_the_ozolith() -> None:
    """"As The Ozolith's last ability resolves, you choose whether to move the counters.\""""
    game = board({"battlefield": [{"card": OZOLITH, "counters": {"+1/+1": 2}}, "Grizzly Bears"]}, step="main1")
    bears, ozolith = game.find("Grizzly Bears"), game.find(OZOLITH)
    for _ in range(30):
        if game.pending.kind == "target":
            game.apply(f"target {bears}")
        elif game.pending.kind == "may":
            game.apply("no")
            break
        else:
            game.apply("pass")
    assert _counters(game, bears) == {}
    assert _counters(game, ozolith) == {"+1/+1": 2}


def test_without_counters_the_combat_ability_does_not_trigger() -> None:
    """'if The Ozolith has counters on it' is an intervening 'if' (603.4)."""
    game = board({"battlefield": [OZOLITH, "Grizzly Bears"]}, step="main1")
    pass_until(game, "beginning_of_combat")
    assert not game.state.stack and game.pending.kind == "priority"
