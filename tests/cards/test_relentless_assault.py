"""Relentless Assault (compiled from its Oracle text): 'Untap all creatures that attacked this turn. After
this main phase, there is an additional combat phase followed by an additional main phase.' (508.1k, 500.8)"""

from __future__ import annotations

from support import attack, board, cast, pass_both, pass_until, to_attackers

RED4 = [{"card": "Mountain", "count": 4}]


def test_only_creates_the_phases_during_a_main_phase() -> None:
    """Ruling: "It only creates an additional combat and main phase if it resolves during a main phase."
    Cast in the second main phase it adds a combat and a main phase before the end step."""
    game = board({"battlefield": RED4, "hand": ["Relentless Assault"]}, step="main2")
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    assert game.state.extra_phases == ("beginning_of_combat", "main2", "=main2")
    pass_until(game, "end")
    steps = [e.args["step"] for e in game.state.events() if e.kind == "step"]
    assert steps[-5:] == ["beginning_of_combat", "declare_attackers", "end_of_combat", "main2", "end"]


def test_attack_triggers_trigger_in_each_combat() -> None:
    """Ruling: "Abilities that trigger when a creature attacks, blocks, or is blocked will trigger during each
    combat that turn. Thus, a creature with Rampage will get the bonus added during each attack." (Aurelia's
    'for the first time each turn' is the exception its own words make.) Here the Goblin Piker's attacks are
    logged twice and it deals damage twice."""
    game = board({"battlefield": ["Goblin Piker", *RED4], "hand": ["Relentless Assault"]},
                 step="beginning_of_combat")
    piker = game.find("Goblin Piker")
    to_attackers(game)
    attack(game, piker)
    pass_until(game, "main2")
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    assert not game.state.objects[piker].tapped  # it attacked this turn: it untaps
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, piker)
    pass_until(game, "main2")
    assert sum(1 for e in game.state.events() if e.kind == "attacks") == 2
    assert game.state.players[1].life == 20 - 2 - 2
