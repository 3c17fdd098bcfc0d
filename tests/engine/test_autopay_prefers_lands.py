"""The auto-payer (605.3a: mana abilities activated while paying a cost) chooses among the player's mana
sources: the least flexible first and, among equals, lands before creatures, which may still attack or
block. Paying by hand (`pay` actions) is unaffected."""

from __future__ import annotations

from lithoform import Game


def test_autopay_taps_a_land_rather_than_a_creature_for_generic_mana() -> None:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"hand": ["Pacifism"],
                                   "battlefield": ["Llanowar Elves", "Plains", "Plains", "Grizzly Bears"]},
                            "P2": {}})
    game.apply(f"cast {game.find('Pacifism')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    assert not game.state.objects[game.find("Llanowar Elves")].tapped
    assert all(game.state.objects[p].tapped for p in game.zone("battlefield")
               if game.state.objects[p].card == "Plains")


def test_autopay_still_uses_the_creature_when_it_is_needed() -> None:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"hand": ["Grizzly Bears"], "battlefield": ["Llanowar Elves", "Plains"]},
                            "P2": {}})
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    game.apply("autopay")  # {1}{G}: the Elves pay the {G}
    assert game.state.objects[game.find("Llanowar Elves")].tapped
