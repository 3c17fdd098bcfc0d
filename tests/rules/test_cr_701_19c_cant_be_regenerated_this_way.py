"""CR 701.19c: effects that say a permanent can't be regenerated. The templates of the most-reprinted cards:
'A creature dealt damage this way can't be regenerated this turn.' (Incinerate, Flamebreak, Jaya Ballard: the
permanents the resolving spell or ability dealt damage to, 120.1), 'A creature destroyed this way can't be
regenerated.' (Damn: it changes the destruction before it), and 'If it's a creature, it can't be regenerated this
turn, and if it would die this turn, exile it instead.' (Disintegrate, Carbonize; 614.1a, 611.2a). Regeneration
shields come from Drudge Skeletons ('{B}: Regenerate Drudge Skeletons.')."""

from __future__ import annotations

import dataclasses

from support import activate, board, cast, legal, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card, compile_face

SKELETONS = "Drudge Skeletons"


def _shielded(hand: list[str], lands: list[dict], p2: dict | None = None) -> tuple[Game, int]:
    """Drudge Skeletons with a regeneration shield (701.19a), and `hand` to cast with `lands`."""
    game = board({"hand": hand, "battlefield": [SKELETONS, {"card": "Swamp", "count": 1}, *lands]}, p2)
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    return game, skeletons


def test_701_19c_the_cards_of_the_family_compile() -> None:
    for name in ("Incinerate", "Flamebreak", "Jaya Ballard, Task Mage", "Damn", "Disintegrate", "Carbonize"):
        assert compile_card(get_card(name)).ok, name


def test_701_19c_incinerate_a_creature_dealt_damage_this_way_cant_be_regenerated() -> None:
    """Incinerate ruling (2007-07-15): 'Regeneration abilities that would affect that creature can still be
    activated; they just won't do anything.'"""
    game, skeletons = _shielded(["Incinerate"], [{"card": "Mountain", "count": 2}])
    cast(game, game.find("Incinerate"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")
    assert not any(e.kind == "regenerate" for e in game.state.events())


def test_701_19c_incinerate_other_destruction_this_turn_cant_regenerate_it_either() -> None:
    """Incinerate ruling (2007-07-15): 'The creature can't be regenerated for any reason, even if an effect other
    than Incinerate would deal lethal damage to it or otherwise destroy it.' Incinerate's 3 damage doesn't kill the
    6/5 Ancient Silverback ('{G}: Regenerate Ancient Silverback.'); Murder later this turn destroys it through its shield."""
    game = board({"hand": ["Incinerate", "Murder"],
                  "battlefield": ["Ancient Silverback", "Forest", {"card": "Mountain", "count": 2},
                                  {"card": "Swamp", "count": 3}]})
    ape = game.find("Ancient Silverback")
    activate(game, ape, 1)  # a shield that won't apply
    resolve_stack(game)
    cast(game, game.find("Incinerate"), ape)
    resolve_stack(game)
    assert ape in game.zone("battlefield")
    cast(game, game.find("Murder"), ape)
    resolve_stack(game)
    assert game.find("Ancient Silverback", zone="graveyard")


def test_701_19c_incinerate_at_a_player_leaves_creatures_regenerable() -> None:
    """Dealt to a player, the sentence names no creature: a shield still works this turn."""
    game, skeletons = _shielded(["Incinerate", "Shock"], [{"card": "Mountain", "count": 3}])
    cast(game, game.find("Incinerate"), "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 17
    cast(game, game.find("Shock"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="battlefield") == skeletons


def test_701_19c_flamebreak_creatures_dealt_damage_this_way() -> None:
    """Flamebreak: 'Flamebreak deals 3 damage to each creature without flying and each player. Creatures dealt
    damage this way can't be regenerated this turn.'"""
    game, skeletons = _shielded(["Flamebreak"], [{"card": "Mountain", "count": 3}])
    cast(game, game.find("Flamebreak"))
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")
    assert game.state.players[0].life == 17 and game.state.players[1].life == 17


def test_701_19c_damn_a_creature_destroyed_this_way_cant_be_regenerated() -> None:
    """Damn: 'Destroy target creature. A creature destroyed this way can't be regenerated.'"""
    game, skeletons = _shielded(["Damn"], [{"card": "Swamp", "count": 2}])
    game.apply(f"cast {game.find('Damn')}")
    game.apply("alternative none")  # its mana cost, not overload (702.96a)
    game.apply(f"target {skeletons}")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")


def test_701_19c_destroyed_this_way_after_another_instruction_is_refused() -> None:
    """The sentence changes a destruction of the kind it names; after anything else it is refused."""
    for text in ("Tap target creature. A creature destroyed this way can't be regenerated.",
                 "Destroy target artifact. A creature destroyed this way can't be regenerated."):
        face = dataclasses.replace(get_card("Damn").faces[0], text=text)
        assert compile_face(face, "Damn").face is None, text


def test_701_19c_disintegrate_exiles_and_isnt_regenerated() -> None:
    """Disintegrate: 'If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile
    it instead.' Ruling (2004-10-04): 'Disintegrated creatures do not go to the graveyard at all before being
    exiled.'"""
    game, skeletons = _shielded(["Disintegrate"], [{"card": "Mountain", "count": 2}])
    cast(game, game.find("Disintegrate"), skeletons, x=1)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="exile")
    assert SKELETONS not in [game.chars(o).name for o in game.zone("graveyard", 0)]


def test_701_19c_disintegrate_is_an_effect_of_the_spell_not_of_the_damage() -> None:
    """Disintegrate ruling (2004-10-04): 'The "can't regenerate" is an effect of Disintegrate and not an effect of
    the damage. It works even if the damage is prevented or redirected.' With X=0 no damage is dealt; a Shock later
    this turn still destroys the creature through its shield, and it is exiled."""
    game, skeletons = _shielded(["Disintegrate", "Shock"], [{"card": "Mountain", "count": 2}])
    cast(game, game.find("Disintegrate"), skeletons, x=0)
    resolve_stack(game)
    assert skeletons in game.zone("battlefield")
    cast(game, game.find("Shock"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="exile")


def test_701_19c_disintegrate_at_a_player_changes_nothing() -> None:
    """'If it's a creature': at a player, neither effect is created."""
    game = board({"hand": ["Disintegrate"], "battlefield": [{"card": "Mountain", "count": 3}]})
    cast(game, game.find("Disintegrate"), "P2", x=2)
    resolve_stack(game)
    assert game.state.players[1].life == 18 and not game.state.replacements


def test_701_19c_scorching_lava_kicked_exiles_and_isnt_regenerated() -> None:
    """Scorching Lava: 'If this spell was kicked, that creature can't be regenerated this turn and if it would die
    this turn, exile it instead.'"""
    game, skeletons = _shielded(["Scorching Lava"], [{"card": "Mountain", "count": 3}])
    cast(game, game.find("Scorching Lava"), skeletons, kicker=True)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="exile")


def test_701_19c_scorching_lava_kicked_at_a_player() -> None:
    """At a player, 'that creature' names nothing: the player is dealt 2 damage and the game goes on."""
    game = board({"hand": ["Scorching Lava"], "battlefield": [{"card": "Mountain", "count": 3}]})
    cast(game, game.find("Scorching Lava"), "P2", kicker=True)
    resolve_stack(game)
    assert game.state.players[1].life == 18 and not game.state.stack


def test_608_2c_aggravate_each_creature_dealt_damage_this_way_attacks() -> None:
    """Aggravate: 'Aggravate deals 1 damage to each creature target player controls. Each creature dealt damage
    this way attacks this turn if able.' Aimed at its caster's own creatures in the first main phase: the 1/1 dies,
    the 2/2 was dealt damage and must attack (508.1d: declaring no attackers is illegal)."""
    game = board({"hand": ["Aggravate"], "battlefield": ["Grizzly Bears", "Llanowar Elves",
                                                        {"card": "Mountain", "count": 5}]})
    cast(game, game.find("Aggravate"), "P1")
    resolve_stack(game)
    assert game.find("Llanowar Elves", zone="graveyard")
    for _ in range(6):
        if game.pending.kind == "attackers":
            break
        game.apply("pass")
    assert not legal(game, "done")
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert legal(game, "done")
