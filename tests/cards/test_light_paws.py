"""Light-Paws, Emperor's Voice ({1}{W}, 2/2): 'Whenever an Aura you control enters, if you cast it, you may search
your library for an Aura card with mana value less than or equal to that Aura and with a different name than each
Aura you control, put that card onto the battlefield attached to Light-Paws, Emperor's Voice, then shuffle.'
(603.4 intervening 'if'; 701.23a search; 201.2 names; 303.4f an Aura put onto the battlefield attached)"""

from __future__ import annotations

from support import basics, board, cast, events, pass_both, triggers, use_compiled, zone_names

PAWS = "Light-Paws, Emperor's Voice"
use_compiled(PAWS, "Holy Strength", "Unholy Strength", "Pacifism", "Wild Growth", "Grizzly Bears")


def _cast_holy_strength(library: list[str]):
    game = board({"battlefield": [PAWS, *basics(Plains=1)], "hand": ["Holy Strength"], "library": library})
    cast(game, "Holy Strength", game.find(PAWS))
    pass_both(game)  # the Aura resolves; Light-Paws triggers
    assert triggers(game, PAWS) == 1
    pass_both(game)  # the trigger resolves
    assert game.pending.kind == "may"  # 'you may search'
    game.apply("yes")
    return game


def test_701_23a_finds_a_cheaper_aura_with_a_new_name_and_attaches_it() -> None:
    """Holy Strength (mana value 1) cast: Unholy Strength qualifies; another Holy Strength shares a name with an
    Aura Light-Paws's controller controls, and Pacifism's mana value (2) is greater."""
    game = _cast_holy_strength(["Holy Strength", "Unholy Strength", "Pacifism", "Grizzly Bears"])
    options = {game.chars(o).name for o in game.pending.options}
    assert options == {"Unholy Strength"}
    game.apply(f"choose {game.find('Unholy Strength', zone='library')}")
    unholy = game.find("Unholy Strength", zone="battlefield")
    assert game.state.objects[unholy].attached_to == game.find(PAWS)
    assert any(e.kind == "shuffle" for e in events(game, "shuffle"))


def test_603_4_an_aura_put_onto_the_battlefield_without_being_cast_doesnt_trigger() -> None:
    """'if you cast it': the Unholy Strength the search put onto the battlefield triggers nothing."""
    game = _cast_holy_strength(["Unholy Strength", "Grizzly Bears"])
    game.apply(f"choose {game.find('Unholy Strength', zone='library')}")
    assert triggers(game, PAWS) == 1


def test_ruling_an_aura_that_cant_be_attached_stays_in_the_library() -> None:
    """Ruling (2022-02-18): 'If the Aura card you find can't be attached to Light-Paws for any reason, it stays in
    your library and does not enter the battlefield.' Wild Growth (enchant land) can't enchant Light-Paws."""
    game = _cast_holy_strength(["Wild Growth", "Grizzly Bears"])
    game.apply(f"choose {game.find('Wild Growth', zone='library')}")
    assert "Wild Growth" in zone_names(game, "library")
    assert "Wild Growth" not in zone_names(game, "battlefield")
