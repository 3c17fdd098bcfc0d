"""CR 702.102: fuse. From the hand, a split card with fuse may be cast as both halves, a fused split spell
(702.102a); it has the combined characteristics of its halves (702.102b, 709.4d); its total cost includes the
mana cost of each half (702.102c); as it resolves, its controller follows the left half's instructions and
then the right half's (702.102d)."""

from __future__ import annotations

from support import board, legal, pass_both

from lithoform.play.game import Game

FAR_AWAY = "Far // Away"  # Far {1}{U}: return target creature to its owner's hand // Away {2}{B}: target
#                           player sacrifices a creature; fuse
TOIL = "Toil // Trouble"  # Toil {2}{B}: target player draws two cards and loses 2 life // Trouble {2}{R}: damage
#                           to target player equal to the number of cards in that player's hand; fuse
FUSED = 2  # the 'cast' action's face for both halves


def test_702_102a_both_halves_are_offered_from_the_hand_only() -> None:
    """702.102a: the fused spell is offered from the hand; with {1}{U} only Far could be paid (702.102c)."""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "hand": [FAR_AWAY]},
                 {"battlefield": ["Grizzly Bears"]})
    card = game.find(FAR_AWAY, zone="hand")
    assert legal(game, f"cast {card} 0") and legal(game, f"cast {card} 1") and legal(game, f"cast {card} {FUSED}")
    game = board({"battlefield": ["Island"] * 2, "hand": [FAR_AWAY]}, {"battlefield": ["Grizzly Bears"]})
    card = game.find(FAR_AWAY, zone="hand")
    assert legal(game, f"cast {card} 0") and not legal(game, f"cast {card} {FUSED}")


def test_702_102b_c_the_fused_spell_has_both_halves_characteristics_and_costs() -> None:
    """702.102b, 709.4d: on the stack it is blue and black, mana value 5; 702.102c: all five lands pay."""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "hand": [FAR_AWAY]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    spell = _cast_fused(game, FAR_AWAY, game.find("Grizzly Bears"), "P2")
    c = game.chars(spell)
    assert c.mana_value == 5 and set(c.colors) == {"U", "B"}
    lands = [o for o in game.zone("battlefield", 0) if game.chars(o).is_type("Land")]
    assert len(lands) == 5 and all(game.state.objects[land].tapped for land in lands)


def _cast_fused(game: Game, name: str, *targets: int | str) -> int:
    game.apply(f"cast {game.find(name, zone='hand')} {FUSED}")
    for t in targets:
        game.apply(f"target {t}")
    game.apply("autopay")
    return game.state.stack[-1]


def test_702_102d_left_half_then_right_half() -> None:
    """702.102d: Far returns Grizzly Bears to its owner's hand, then Away makes P2 sacrifice a creature: Llanowar
    Elves, the only one left."""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "hand": [FAR_AWAY]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    _cast_fused(game, FAR_AWAY, game.find("Grizzly Bears"), "P2")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="hand") and game.find("Llanowar Elves", zone="graveyard")
    assert game.find(FAR_AWAY, zone="graveyard")


def test_702_102d_the_right_half_sees_what_the_left_half_did() -> None:
    """702.102d: Toil makes P2 draw two cards (and lose 2 life) before Trouble counts P2's hand."""
    game = board({"battlefield": ["Swamp"] * 3 + ["Mountain"] * 3, "hand": [TOIL]},
                 {"hand": ["Island"] * 3})
    _cast_fused(game, TOIL, "P2", "P2")
    pass_both(game)
    assert game.state.players[1].life == 20 - 2 - 5
