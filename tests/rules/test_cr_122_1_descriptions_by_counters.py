"""122.1: descriptions that read counters — 'without a fate counter on it' (Oblivion Stone), 'with mana value equal
to the number of charge counters on ~' (Blast Zone, Ratchet Bomb, Chalice of the Void; counted as the filter is
checked, from the source's last known information once it is gone, 608.2h) — and 122.8: 'remove all fate
counters from all permanents' removes every one there is (mechanics/counter_descriptions)."""

from __future__ import annotations

from support import activate, battlefield_names, board, resolve_stack, use_compiled

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

use_compiled("Ratchet Bomb")


def test_cr_608_2h_ratchet_bomb_reads_its_last_known_counters() -> None:
    game = board({"battlefield": [{"card": "Ratchet Bomb", "counters": {"charge": 0}}, "Llanowar Elves"]},
                 {"battlefield": [{"card": "Grizzly Bears"}, "Plains"]})
    activate(game, "Ratchet Bomb", 2)
    resolve_stack(game)  # no counters: mana value 0 — nothing here has it (lands are spared: 'nonland')
    assert battlefield_names(game, 0) == ["Llanowar Elves"] and battlefield_names(game, 1) == ["Grizzly Bears", "Plains"]


def test_cr_122_1_the_filters_compile() -> None:
    stone = compile_card(get_card("Oblivion Stone")).card.faces[0].abilities[1]
    assert "no_counter='fate'" in repr(stone.effect)
    zone = compile_card(get_card("Blast Zone")).card.faces[0].abilities[-1]
    assert "mana_value_amount=CountersOn(kind='charge'" in repr(zone.effect)


use_compiled("Vampire Hexmage")


def test_cr_122_8_vampire_hexmage_removes_every_kind_of_counter() -> None:
    """'Sacrifice Vampire Hexmage: Remove all counters from target permanent.' (before, the text was misread as
    removing one counter of a kind named 'll')."""
    game = board({"battlefield": ["Vampire Hexmage", {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "fate": 1}}]})
    activate(game, "Vampire Hexmage", 1, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.state.objects[game.find("Grizzly Bears")].counters == ()
