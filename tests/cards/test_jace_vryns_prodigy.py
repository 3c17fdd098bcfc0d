"""Jace, Vryn's Prodigy // Jace, Telepath Unbound: "{T}: Draw a card, then discard a card. If there are five or
more cards in your graveyard, exile Jace, Vryn's Prodigy, then return him to the battlefield transformed under
his owner's control." and "[−3]: You may cast target instant or sorcery card from your graveyard this turn. If
that spell would be put into your graveyard this turn, exile it instead." (701.13a, 712.14a, 601.3, 614.1a)."""

from __future__ import annotations

from support import activate, battlefield_names, board, names, resolve_stack

from lithoform import Game

JACE = "Jace, Vryn's Prodigy // Jace, Telepath Unbound"
P1, P2 = 0, 1


def _loot(graveyard: list[str]) -> Game:
    game = board({"battlefield": [JACE], "hand": ["Forest"], "graveyard": graveyard,
                  "library": ["Island", "Island", "Island"]})
    activate(game, game.find("Jace, Vryn's Prodigy"), 1)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose"  # the discard: the Forest
    game.apply(f"choose {game.find('Forest', zone='hand')}")
    resolve_stack(game)
    return game


def test_jace_with_five_cards_in_graveyard_after_the_discard_returns_transformed_with_loyalty() -> None:
    """Rulings: "The activated ability of Jace, Vryn's Prodigy checks to see if there are five or more cards in
    your graveyard after you discard a card." and "A Magic Origins planeswalker that enters the battlefield because
    of the ability of its front face will enter with loyalty counters as normal." Four cards, then the discarded
    Forest: five, so Jace returns as Jace, Telepath Unbound with 5 loyalty, a new object (400.7)."""
    game = _loot(["Shock", "Shock", "Shock", "Shock"])
    assert "Jace, Telepath Unbound" in battlefield_names(game, P1)
    jace = game.find("Jace, Telepath Unbound")
    assert game.state.objects[jace].counter("loyalty") == 5
    assert game.state.objects[jace].controller == P1


def test_jace_with_four_cards_after_the_discard_stays() -> None:
    """Three cards and the discarded one: four, so nothing happens."""
    game = _loot(["Shock", "Shock", "Shock"])
    assert "Jace, Vryn's Prodigy" in battlefield_names(game, P1)
    assert "Jace, Telepath Unbound" not in battlefield_names(game, P1)


def test_jace_telepath_unbound_minus_three_casts_from_graveyard_and_exiles_the_spell() -> None:
    """Rulings: "If you activate the second ability of Jace, Telepath Unbound, you must follow the timing rules
    for the card's types. ... You pay all the spell's costs." and "The card is exiled only if it's cast from the
    graveyard and put back into the graveyard (either by resolving or being countered)." Lightning Bolt cast from
    the graveyard deals its damage and is then exiled."""
    game = board({"battlefield": [{"card": JACE, "face": 1, "counters": {"loyalty": 5}}, "Mountain"],
                  "graveyard": ["Lightning Bolt"]})
    activate(game, game.find("Jace, Telepath Unbound"), 2, game.find("Lightning Bolt"))
    resolve_stack(game)
    assert game.state.objects[game.find("Jace, Telepath Unbound")].counter("loyalty") == 2
    game.apply(f"cast {game.find('Lightning Bolt', zone='graveyard')} graveyard_this_turn_exiled")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[P2].life == 17
    assert names(game, "exile", P1) == ["Lightning Bolt"]
    assert "Lightning Bolt" not in names(game, "graveyard", P1)


def test_jace_telepath_unbound_a_card_not_cast_stays_in_the_graveyard() -> None:
    """Ruling: "If you don't cast the card that turn, nothing happens. It remains in your graveyard." """
    game = board({"battlefield": [{"card": JACE, "face": 1, "counters": {"loyalty": 5}}],
                  "graveyard": ["Lightning Bolt"]})
    activate(game, game.find("Jace, Telepath Unbound"), 2, game.find("Lightning Bolt"))
    resolve_stack(game)
    assert names(game, "graveyard", P1) == ["Lightning Bolt"]
