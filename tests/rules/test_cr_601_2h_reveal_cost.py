"""CR 601.2h: the player pays the total cost, in any order; 701.20a: "To reveal a card, show that card to all
players for a brief time." 'As an additional cost to cast this spell, reveal a Merfolk card from your hand or
pay {3}.' (Silvergill Adept; 601.2b: which of the two is announced). The revealed card stays in the hand."""

from __future__ import annotations

from support import board, pass_both, use_compiled, zone_names

use_compiled("Silvergill Adept")

ADEPT = "Silvergill Adept"


def test_601_2h_revealing_a_merfolk_card_pays_the_additional_cost() -> None:
    """Silvergill Adept ({1}{U}) with a Merfolk in hand: reveal it and pay only {1}{U}."""
    game = board({"hand": [ADEPT, "Coral Merfolk", "Grizzly Bears"], "battlefield": ["Island", "Island"]})
    game.apply(f"cast {game.find(ADEPT)}")
    if game.pending.kind == "additional":
        game.apply("additional none")
    assert game.pending.kind == "reveal"
    lord = game.find("Coral Merfolk")
    assert game.pending.options == (lord,)  # a Merfolk card; not the Bears, not the Adept itself (601.2a)
    game.apply(f"reveal {lord}")
    assert any(e.kind == "reveal_cards" and e.args["cards"] == ["Coral Merfolk"] for e in game.state.log[:5])
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert "Coral Merfolk" in zone_names(game, "hand", 0)
    pass_both(game)
    assert ADEPT in zone_names(game, "battlefield", 0)


def test_601_2b_without_a_merfolk_the_mana_is_paid_instead() -> None:
    """No Merfolk card in hand: the spell costs {3} more ({4}{U})."""
    poor = board({"hand": [ADEPT, "Grizzly Bears"], "battlefield": ["Island", "Island"]})
    assert f"cast {poor.find(ADEPT)}" not in [str(a) for a in poor.legal_actions()]
    game = board({"hand": [ADEPT], "battlefield": [{"card": "Island", "count": 5}]})
    game.apply(f"cast {game.find(ADEPT)}")
    if game.pending.kind == "additional":
        game.apply("additional instead")
    assert game.pending.kind == "pay"
    game.apply("autopay")
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"])


def test_608_2h_the_revealed_cards_mana_value() -> None:
    """Induce Despair: 'As an additional cost to cast this spell, reveal a creature card from your hand. Target
    creature gets -X/-X until end of turn, where X is the revealed card's mana value.'"""
    use_compiled("Induce Despair")
    game = board({"hand": ["Induce Despair", "Craw Wurm", "Forest"], "battlefield": [{"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Serra Angel"]})
    game.apply(f"cast {game.find('Induce Despair')}")
    game.apply(f"target {game.find('Serra Angel')}")
    assert game.pending.kind == "reveal" and game.pending.options == (game.find("Craw Wurm"),)
    game.apply(f"reveal {game.find('Craw Wurm')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert "Serra Angel" in zone_names(game, "graveyard", 1)
    assert "Craw Wurm" in zone_names(game, "hand", 0)
