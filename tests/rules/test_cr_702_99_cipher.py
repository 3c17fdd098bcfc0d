"""CR 702.99 Cipher. 702.99a: "Cipher" means "If this spell is represented by a card, you may exile this card
encoded on a creature you control" and, on the creature, "Whenever this creature deals combat damage to a
player, you may copy the encoded card and you may cast the copy without paying its mana cost." 702.99c: the
creature has the ability as long as the card stays encoded on it. 707.12: the copy is cast. Played with Shadow
Slice ({4}{B} sorcery: 'Target opponent loses 3 life. Cipher')."""

from __future__ import annotations

from support import (
    attack,
    board,
    cast,
    life,
    pass_both,
    pass_until,
    resolve_stack,
    to_attackers,
    use_compiled,
    zone_names,
)

from lithoform.mechanics.cipher.nodes import ENCODED
from lithoform.mechanics.cipher.rules import _encoded
from lithoform.rules.zones import move

use_compiled("Shadow Slice")

SLICE = "Shadow Slice"


def _encoded_on_bears():
    game = board({"hand": [SLICE], "battlefield": ["Grizzly Bears", {"card": "Swamp", "count": 5}]})
    cast(game, SLICE, "P2")
    pass_both(game)
    assert game.pending.kind == "choose"  # 702.99a: encode it?
    game.apply(f"choose {game.find('Grizzly Bears')}")
    return game


def test_702_99a_the_card_is_exiled_encoded_on_a_creature() -> None:
    game = _encoded_on_bears()
    assert life(game, 1) == 17
    assert SLICE in zone_names(game, "exile")
    assert any(link.key == ENCODED for link in game.state.links)


def test_702_99a_not_encoded_it_goes_to_the_graveyard() -> None:
    game = board({"hand": [SLICE], "battlefield": ["Grizzly Bears", {"card": "Swamp", "count": 5}]})
    cast(game, SLICE, "P2")
    pass_both(game)
    game.apply("choose")
    assert SLICE in zone_names(game, "graveyard")


def test_702_99a_combat_damage_to_a_player_casts_a_copy() -> None:
    game = _encoded_on_bears()
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    pass_until(game, "combat_damage")
    assert game.state.stack  # the cipher trigger
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    game.apply("target P2")
    resolve_stack(game)
    assert life(game, 1) == 20 - 3 - 2 - 3
    assert SLICE in zone_names(game, "exile")  # the card stays encoded
    assert zone_names(game, "graveyard").count(SLICE) == 0  # 704.5e: the copy ceased to exist


def test_702_99c_the_creature_leaves_the_card_is_no_longer_encoded() -> None:
    game = _encoded_on_bears()
    move(game.state, game.find("Grizzly Bears"), "hand")
    # the record names the creature as it was: the new object has nothing encoded on it (400.7)
    assert not list(_encoded(game.state))
