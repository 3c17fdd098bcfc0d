"""CR 602.5b: 'Activate only if [condition]': an activated ability with a restriction can't be activated
while the restriction isn't met (the legal actions don't offer it)."""

from __future__ import annotations

from support import activate, board, cast, pass_both, resolve_stack


def _activations(game) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "activate"]


def test_602_5b_celestial_enforcer_needs_a_creature_with_flying():
    """Celestial Enforcer: '{1}{W}, {T}: Tap target creature. Activate only if you control a creature with
    flying.'"""
    game = board({"battlefield": ["Celestial Enforcer", "Plains", "Plains"]}, {"battlefield": ["Grizzly Bears"]})
    enforcer = game.find("Celestial Enforcer")
    assert not any(a.startswith(f"activate {enforcer} ") for a in _activations(game))
    game = board({"battlefield": ["Celestial Enforcer", "Serra Angel", "Plains", "Plains"]},
                 {"battlefield": ["Grizzly Bears"]})
    enforcer, bears = game.find("Celestial Enforcer"), game.find("Grizzly Bears")
    activate(game, enforcer, 1, bears)
    pass_both(game)
    assert game.state.objects[bears].tapped


def test_602_5b_caged_zombie_needs_a_creature_to_have_died_this_turn():
    """Caged Zombie: '{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature died this turn.'"""
    game = board({"battlefield": ["Caged Zombie", "Swamp", "Swamp", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Llanowar Elves"]})
    zombie = game.find("Caged Zombie")
    assert not any(a.startswith(f"activate {zombie} ") for a in _activations(game))
    cast(game, game.find("Shock"), game.find("Llanowar Elves"))
    pass_both(game)
    resolve_stack(game)
    assert any(a.startswith(f"activate {zombie} ") for a in _activations(game))
