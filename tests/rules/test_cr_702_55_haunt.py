"""CR 702.55 Haunt. 702.55a: "Haunt" on a permanent means "When this permanent is put into a graveyard from the
battlefield, exile it haunting target creature." 702.55b: the card in exile haunts the creature targeted.
702.55c: triggered abilities of cards with haunt that refer to the haunted creature can trigger in the exile
zone. Played with Blind Hunter ({2}{W}{B} 2/2 flier: 'When Blind Hunter enters or the creature it haunts dies,
target player loses 2 life and you gain 2 life.')."""

from __future__ import annotations

from support import board, cast, life, pass_both, resolve_stack, use_compiled, zone_names

from lithoform.mechanics.haunt.nodes import HAUNTING

use_compiled("Blind Hunter")

HUNTER = "Blind Hunter"


def _hunter_dies() -> object:
    game = board({"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": [HUNTER, {"card": "Mountain",
                                                                                         "count": 2}]},
                 {"battlefield": ["Grizzly Bears"]})
    bolt = game.zone("hand", 0)[0]
    cast(game, bolt, game.find(HUNTER))
    pass_both(game)  # the Hunter dies: its haunt ability triggers; its target is chosen
    return game


def test_702_55a_it_dies_and_is_exiled_haunting_target_creature() -> None:
    game = _hunter_dies()
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert HUNTER in zone_names(game, "exile")
    hunter = game.find(HUNTER, zone="exile")
    assert any(link.source == hunter and link.key == HAUNTING for link in game.state.links)


def test_702_55c_the_haunted_creature_dies_the_exiled_card_triggers() -> None:
    game = _hunter_dies()
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    cast(game, game.find("Lightning Bolt", zone="hand"), game.find("Grizzly Bears"))
    pass_both(game)  # the Bears die: the Hunter's ability triggers in exile
    assert game.state.stack
    if game.pending.kind == "target":
        game.apply("target P2")
    resolve_stack(game)
    assert life(game, 1) == 18
    assert life(game, 0) == 22


def test_702_55a_no_creature_to_haunt_it_stays_in_the_graveyard() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": [HUNTER, "Mountain"]})
    cast(game, "Lightning Bolt", game.find(HUNTER))
    pass_both(game)
    resolve_stack(game)
    assert HUNTER in zone_names(game, "graveyard")
