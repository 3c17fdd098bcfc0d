"""CR 107.14 and 122.1: energy. '{E}' is one energy counter, a counter a player has (122.1), not a
permanent; 'you get {E}{E}' gives the player two; to pay {E} the player removes one (107.14), and a cost
can't be paid with more than the player has (118.3). Energy survives saving and cloning and is public."""

from __future__ import annotations

from support import activate, board, cast, events, pass_both

from lithoform import Game
from lithoform.mechanics.energy.rules import energy
from lithoform.play.observation import observe


def test_107_14_you_get_energy_when_aether_hub_enters_and_pay_it_for_colored_mana() -> None:
    """'When Aether Hub enters, you get {E}.' then '{T}, Pay {E}: Add one mana of any color.'"""
    game = board({"hand": ["Aether Hub"]})
    game.apply(f"play {game.find('Aether Hub')}")
    pass_both(game)
    assert energy(game.state, 0) == 1
    assert events(game, "energy")[-1].rules == ("107.14", "122.1")
    assert observe(game, 0).players[0].energy == 1 and observe(game, 1).players[0].energy == 1  # public


def test_118_3_an_energy_cost_cant_be_paid_with_fewer_counters() -> None:
    """Longtusk Cub: 'Pay {E}{E}: Put a +1/+1 counter on Longtusk Cub.' With one energy the ability can't
    be activated; with two it can, and paying removes both (107.14)."""
    game = board({"battlefield": ["Longtusk Cub"], "energy": 1})
    cub = game.find("Longtusk Cub")
    assert not any(a.kind == "activate" and a.args[0] == cub for a in game.legal_actions())
    game = board({"battlefield": ["Longtusk Cub"], "energy": 2})
    cub = game.find("Longtusk Cub")
    activate(game, cub)
    assert energy(game.state, 0) == 0
    pass_both(game)
    assert game.state.objects[cub].counter("+1/+1") == 1


def test_122_1_energy_counters_belong_to_the_player_not_to_a_permanent() -> None:
    """The rulings: 'Energy counters are a kind of counter that a player may have. They're not associated
    with specific permanents.' The Servant of the Conduit that gave them can leave; they stay."""
    game = board({"hand": ["Servant of the Conduit", "Shock"], "battlefield": ["Forest", "Forest", "Mountain"]})
    cast(game, "Servant of the Conduit")
    pass_both(game)
    pass_both(game)  # the enters trigger
    assert energy(game.state, 0) == 2
    cast(game, "Shock", game.find("Servant of the Conduit"))
    pass_both(game)
    assert "Servant of the Conduit" not in [game.chars(o).name for o in game.zone("battlefield")]
    assert energy(game.state, 0) == 2 and energy(game.state, 1) == 0


def test_energy_is_kept_by_a_clone_and_by_a_saved_game() -> None:
    game = board({"battlefield": ["Forest"]}, {"energy": 5})
    assert game.state.clone().player_counter(1, "energy") == 5
    loaded = Game.from_json(game.to_json())
    assert energy(loaded.state, 1) == 5 and energy(loaded.state, 0) == 0


def test_107_14_harnessed_lightning_pays_any_amount_up_to_what_you_have() -> None:
    """Harnessed Lightning: 'Choose target creature. You get {E}{E}{E}, then you may pay any amount of {E}.
    Harnessed Lightning deals that much damage to that creature.' Ruling: 'You can't pay more energy
    counters than you have.'"""
    game = board({"hand": ["Harnessed Lightning"], "battlefield": ["Mountain", "Mountain"], "energy": 2},
                 {"battlefield": ["Colossal Dreadmaw"]})
    dreadmaw = game.find("Colossal Dreadmaw")
    cast(game, "Harnessed Lightning", dreadmaw)
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "amount" and max(game.pending.options) == 5  # 2 + the 3 it gave
    game.apply("choose 5")
    assert energy(game.state, 0) == 0
    assert game.state.objects[dreadmaw].damage == 5


def test_605_3a_aether_hub_pays_energy_for_one_mana_of_any_color() -> None:
    """'{T}, Pay {E}: Add one mana of any color.' A mana ability whose cost includes {E} (605.3a): offered
    only with energy to pay, never taken by the auto-payer on its own (paying energy is the player's choice)."""
    game = board({"battlefield": ["Aether Hub"]})
    hub = game.find("Aether Hub")
    assert f"activate {hub} 2 mana:G" not in [str(a) for a in game.legal_actions()]
    game = board({"battlefield": ["Aether Hub"], "energy": 1})
    hub = game.find("Aether Hub")
    game.apply(f"activate {hub} 2 mana:G")
    assert energy(game.state, 0) == 0 and [m.type for m in game.state.players[0].pool] == ["G"]
