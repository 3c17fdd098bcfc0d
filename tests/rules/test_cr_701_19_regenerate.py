"""CR 701.19 / 614.8: regeneration. 'Regenerate [permanent]' from a resolving ability makes a shield: the next
time the permanent would be destroyed this turn, instead all damage is removed from it, it's tapped and
removed from combat. 'It can't be regenerated' makes shields not apply (701.19c). Cards compiled from their
Oracle text: Drudge Skeletons ('{B}: Regenerate Drudge Skeletons.'), Terror ('Destroy target nonartifact,
nonblack creature. It can't be regenerated.'), Wrath of God ('Destroy all creatures. They can't be
regenerated.')."""

from __future__ import annotations

from support import activate, board, cast, pass_both, pass_until, resolve_stack

from lithoform import Game

SKELETONS = "Drudge Skeletons"


def _shielded(hand: list[str], p2: dict | None = None, step: str = "main1") -> tuple[Game, int]:
    game = board({"hand": hand, "battlefield": [SKELETONS, {"card": "Swamp", "count": 6}, {"card": "Mountain", "count": 2}]}, p2,
                 step=step)
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    return game, skeletons


def test_701_19a_a_shield_replaces_destruction_once() -> None:
    game, skeletons = _shielded(["Lightning Bolt", "Shock"])
    cast(game, game.find("Lightning Bolt"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="battlefield") == skeletons  # the same object: it never left (400.7)
    obj = game.state.objects[skeletons]
    assert obj.tapped and obj.damage == 0
    assert [e.kind for e in game.state.events()].count("regenerate") == 1
    cast(game, game.find("Shock"), skeletons)  # the shield is used up: 'the next time'
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")


def test_701_19c_cant_be_regenerated_ignores_shields() -> None:
    game = board({"hand": ["Wrath of God"], "battlefield": [SKELETONS, {"card": "Plains", "count": 4},
                                                            {"card": "Swamp", "count": 1}]})
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    cast(game, game.find("Wrath of God"))
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")


def test_614_8_zero_toughness_is_not_destruction() -> None:
    """704.5f puts a creature with 0 toughness into the graveyard without destroying it: no shield applies."""
    game = board({"hand": [], "battlefield": [SKELETONS, {"card": "Swamp", "count": 2}]},
                 {"hand": ["Disfigure"], "battlefield": [{"card": "Swamp", "count": 1}]})
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    game.apply("pass")  # P2 gets priority
    cast(game, game.find("Disfigure"), skeletons)  # -2/-2: toughness -1
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")


def test_701_19a_shields_end_with_the_turn() -> None:
    game, skeletons = _shielded([])
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert not game.state.replacements


def test_701_19a_regenerated_attacker_is_removed_from_combat() -> None:
    game = board({"battlefield": [SKELETONS, {"card": "Swamp", "count": 2}]},
                 {"battlefield": ["Grizzly Bears"]}, step="beginning_of_combat")
    skeletons = game.find(SKELETONS)
    pass_both(game)
    game.apply(f"attack {skeletons} P2")
    game.apply("done")
    pass_both(game)
    game.apply(f"block {game.find('Grizzly Bears')} {skeletons}")
    game.apply("done")
    activate(game, skeletons, 1)  # a shield before damage
    resolve_stack(game)
    pass_until(game, "end_of_combat")
    assert game.find(SKELETONS, zone="battlefield") == skeletons
    assert game.state.objects[skeletons].tapped


def test_701_19c_furnace_brood_target_cant_be_regenerated_this_turn() -> None:
    """Furnace Brood: "{R}: Target creature can't be regenerated this turn." A shield made before it stays
    but doesn't apply: Lightning Bolt's lethal damage destroys the Skeletons (704.5g)."""
    game = board({"hand": ["Lightning Bolt"],
                  "battlefield": [SKELETONS, "Furnace Brood", {"card": "Swamp", "count": 2},
                                  {"card": "Mountain", "count": 3}]})
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    activate(game, "Furnace Brood", 1, skeletons)
    resolve_stack(game)
    cast(game, game.find("Lightning Bolt"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")
    assert "regenerate" not in [e.kind for e in game.state.events()]


def test_701_19c_engulfing_flames_lethal_damage_and_no_regeneration() -> None:
    """Engulfing Flames: 'Engulfing Flames deals 1 damage to target creature. It can't be regenerated this
    turn.' The shielded 1/1 Skeletons die of the damage: the shield doesn't apply (701.19c)."""
    game = board({"hand": ["Engulfing Flames"],
                  "battlefield": [SKELETONS, {"card": "Swamp", "count": 2}, {"card": "Mountain", "count": 1}]})
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    cast(game, game.find("Engulfing Flames"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="graveyard")


def test_701_19a_the_shield_still_works_without_the_restriction() -> None:
    """The control case for the two above: the same shield and the same Lightning Bolt, and the Skeletons
    regenerate."""
    game = board({"hand": ["Lightning Bolt"],
                  "battlefield": [SKELETONS, {"card": "Swamp", "count": 2}, {"card": "Mountain", "count": 1}]})
    skeletons = game.find(SKELETONS)
    activate(game, skeletons, 1)
    resolve_stack(game)
    cast(game, game.find("Lightning Bolt"), skeletons)
    resolve_stack(game)
    assert game.find(SKELETONS, zone="battlefield") == skeletons
