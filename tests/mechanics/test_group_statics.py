"""Static abilities of a group (mechanics/group_statics): 'Creatures you control are Slivers in addition to their
other creature types.' (Hivestone; 205.1b, layer 4), and 'until end of turn, whenever ...' delayed triggers
(603.7a) read as 'whenever ... this turn'."""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Hivestone", "Benefactor's Draught", "Mountain Titan")


def test_cr_205_1b_group_gains_a_creature_type_and_keeps_its_own() -> None:
    """Hivestone: its controller's creatures are Slivers too; the opponent's aren't."""
    game = board({"battlefield": ["Hivestone", {"card": "Grizzly Bears", "label": "mine"}]},
                 {"battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]})
    assert {"Sliver", "Bear"} <= set(chars(game.state, game.labels["mine"]).subtypes)
    assert "Sliver" not in chars(game.state, game.labels["theirs"]).subtypes


def test_cr_603_7a_until_end_of_turn_whenever_compiles_as_a_delayed_trigger() -> None:
    """Benefactor's Draught: 'Until end of turn, whenever a creature an opponent controls blocks, draw a card.'
    and Mountain Titan's 'Until end of turn, whenever you cast a black spell, put a +1/+1 counter on ~.' are
    delayed triggered abilities created on resolution (603.7a), compiled with the turn's 'whenever'."""
    game = board({"battlefield": [{"card": "Forest", "count": 3}], "hand": ["Benefactor's Draught"],
                  "library": ["Forest", "Forest", "Forest"]})
    cast(game, "Benefactor's Draught")
    resolve_stack(game)
    assert any("603.7a" in line for line in game.log())  # the delayed trigger was created as it resolved
