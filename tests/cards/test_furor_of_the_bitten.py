"""Furor of the Bitten (compiled from its Oracle text), played through the engine.

Oracle text: Enchant creature / Enchanted creature gets +2/+2 and attacks each combat if able."""

from __future__ import annotations

from support import board, cast, pass_until, resolve_stack, to_attackers

from lithoform import Game

FUROR = "Furor of the Bitten"


def _enchanted(extra: list | None = None, bears: dict | str = "Grizzly Bears") -> Game:
    game = board({"battlefield": [bears, "Mountain", *(extra or [])], "hand": [FUROR]})
    cast(game, FUROR, game.find("Grizzly Bears"))
    resolve_stack(game)
    pass_until(game, "beginning_of_combat")
    return game


def test_the_enchanted_creature_gets_plus_two_and_must_attack():
    game = _enchanted(["Llanowar Elves"])
    bears = game.find("Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)
    to_attackers(game)
    assert game.pending.groups == ((bears,),)
    actions = {a.kind for a in game.legal_actions()}
    assert "done" not in actions
    game.apply(f"attack {bears} P2")
    game.apply("done")
    assert [a for a, _ in game.state.combat.attackers] == [bears]


def test_a_creature_that_cant_attack_doesnt_attack():
    """Ruling: "If the enchanted creature can't attack for any reason (such as being tapped or having come
    under that player's control that turn), then it doesn't attack. If there's a cost associated with having
    it attack, the player isn't forced to pay that cost, so it doesn't have to attack in that case either."
    (The engine has no costs to attack; 508.1d.) A summoning-sick Grizzly Bears stays home."""
    game = _enchanted(["Llanowar Elves"], bears={"card": "Grizzly Bears", "sick": True})
    to_attackers(game)
    assert game.find("Grizzly Bears") not in game.pending.options
    assert any(a.kind == "done" for a in game.legal_actions())
