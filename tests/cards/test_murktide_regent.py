"""Murktide Regent ({5}{U}{U} 3/3 Dragon): "Delve / Flying / Murktide Regent enters the battlefield with a +1/+1
counter on it for each instant and sorcery card exiled with it. / Whenever an instant or sorcery card leaves
your graveyard, put a +1/+1 counter on Murktide Regent." Its rulings, quoted from the card database (702.66,
607.2q: the cards exiled with it are those delve exiled to pay its cost; 603.10a)."""

from __future__ import annotations

from support import board, counters, pass_both, resolve_stack, use_compiled

MURKTIDE = "Murktide Regent"
use_compiled(MURKTIDE, "Treasure Cruise")


def _delve(game, names: list[str]) -> None:
    for name in names:
        card = game.find(name, zone="graveyard")
        game.apply(f"delve {card}")


def test_ruling_mana_value_7_and_a_counter_for_each_instant_and_sorcery_exiled() -> None:
    """Ruling: "Delve doesn't change a spell's mana cost or mana value. For example, Murktide Regent's mana
    value is 7 even if you exiled three cards to cast it." Three cards are exiled with it (Lightning Bolt,
    Divination and a Forest): it enters with two +1/+1 counters (607.2q)."""
    game = board({"hand": [MURKTIDE], "graveyard": ["Lightning Bolt", "Divination", "Forest", "Shock"],
                  "battlefield": ["Island"] * 4})
    game.apply(f"cast {game.find(MURKTIDE)}")
    spell = game.state.announcing
    _delve(game, ["Lightning Bolt", "Divination", "Forest"])
    game.apply("autopay")
    assert game.chars(spell).mana_value == 7
    pass_both(game)
    murktide = game.find(MURKTIDE)
    assert game.chars(murktide).mana_value == 7
    assert counters(game, murktide) == 2
    assert (game.chars(murktide).power, game.chars(murktide).toughness) == (5, 5)


def test_603_10a_each_instant_or_sorcery_card_leaving_the_graveyard_adds_a_counter() -> None:
    """'Whenever an instant or sorcery card leaves your graveyard' (603.10a: it looks back in time): Treasure
    Cruise delves Shock, Divination and a Forest; two of them trigger Murktide Regent."""
    game = board({"hand": ["Treasure Cruise"], "graveyard": ["Shock", "Divination", "Forest"],
                  "battlefield": [MURKTIDE] + ["Island"] * 5})
    game.apply(f"cast {game.find('Treasure Cruise')}")
    _delve(game, ["Shock", "Divination", "Forest"])
    game.apply("autopay")
    resolve_stack(game)
    assert counters(game, game.find(MURKTIDE)) == 2
