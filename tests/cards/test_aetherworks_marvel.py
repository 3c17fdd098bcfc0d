"""Aetherworks Marvel: 'Whenever a permanent you control is put into a graveyard, you get {E} (an energy counter). /
{T}, Pay {E}{E}{E}{E}{E}{E}: Look at the top six cards of your library. You may cast a spell from among them without
paying its mana cost. Put the rest on the bottom of your library in a random order.' (107.14, 122.1: energy;
603.6c, 603.10a: 'put into a graveyard' from the battlefield; 608.2g, 118.9: cast during the resolution, for no
mana; 401.4)."""

from __future__ import annotations

from support import activate, board, can_activate, cast, lands, resolve_stack, use_compiled

from lithoform import Game

TOP = ["Island", "Ulamog's Crusher", "Time Wipe", "Forest", "Island", "Lightning Bolt", "Plains", "Plains"]


def _marvel(energy: int = 6) -> Game:
    return board({"battlefield": ["Aetherworks Marvel", "Grizzly Bears", lands("Mountain", 1)], "energy": energy,
                  "hand": ["Shock"], "library": TOP}, {})


def _names(game: Game, zone: str) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[zone]]


def test_it_compiles() -> None:
    assert use_compiled("Aetherworks Marvel")


def test_ruling_a_permanent_you_control_put_into_a_graveyard_gives_energy() -> None:
    """Ruling (2016-09-20): 'Aetherworks Marvel's first ability triggers whenever any permanent you control is put
    into a graveyard from the battlefield, including Aetherworks Marvel itself ...'"""
    game = _marvel(energy=0)
    cast(game, "Shock", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.state.player_counter(0, "energy") == 1


def test_608_2g_cast_a_spell_from_among_the_top_six_for_no_mana() -> None:
    """Ruling (2016-09-20): 'The card cast with Aetherworks Marvel's second ability is cast from your library.' The
    rest go on the bottom (a random order); the energy is paid (107.14)."""
    game = _marvel()
    activate(game, game.find("Aetherworks Marvel"), 1)
    assert game.state.player_counter(0, "energy") == 0
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose"
    offered = sorted(game.state.objects[o].card for o in game.pending.options)
    assert offered == ["Lightning Bolt", "Time Wipe", "Ulamog's Crusher"]  # lands are never cast (305.9)
    crusher = [o for o in game.pending.options if game.state.objects[o].card == "Ulamog's Crusher"][0]
    game.apply(f"choose {crusher}")
    assert [game.state.objects[o].card for o in game.state.stack] == ["Ulamog's Crusher"]
    resolve_stack(game)
    assert "Ulamog's Crusher" in _names(game, "battlefield")
    library = _names(game, "library:0")
    assert library[:2] == ["Plains", "Plains"] and sorted(library[2:]) == sorted(
        ["Island", "Time Wipe", "Forest", "Island", "Lightning Bolt"])


def test_ruling_you_cant_pay_more_energy_than_you_have() -> None:
    """Ruling (2017-02-09): 'You can't pay more energy counters than you have.'"""
    game = _marvel(energy=5)
    assert not can_activate(game, game.find("Aetherworks Marvel"))
