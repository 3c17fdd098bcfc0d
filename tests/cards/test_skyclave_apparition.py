"""Skyclave Apparition ({1}{W}{W} 2/2): "When Skyclave Apparition enters the battlefield, exile up to one target
nonland, nontoken permanent you don't control with mana value 4 or less. / When Skyclave Apparition leaves the
battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the mana value of
the exiled card." Its rulings, quoted from the card database (607.2a: the two abilities are linked)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, tokens, use_compiled, zone_names

APPARITION = "Skyclave Apparition"
use_compiled(APPARITION)


def _apparition_on_the_stack(opponent: list[str]):
    game = board({"hand": [APPARITION, "Lightning Bolt"], "battlefield": ["Plains"] * 3 + ["Mountain"]},
                 {"battlefield": opponent})
    cast(game, APPARITION)
    pass_both(game)  # it resolves; its enters ability triggers
    return game


def test_ruling_the_exiled_cards_owner_creates_a_token_of_its_mana_value() -> None:
    """607.2a: the leaves ability's 'the exiled card' is what the enters ability exiled. P2's Hill Giant (mana
    value 4) is exiled; when the Apparition dies, P2 creates a 4/4 blue Illusion."""
    game = _apparition_on_the_stack(["Hill Giant"])
    game.apply(f"target {game.find('Hill Giant')}")
    resolve_stack(game)
    assert "Hill Giant" in zone_names(game, "exile", 1)
    cast(game, "Lightning Bolt", game.find(APPARITION))
    resolve_stack(game)
    (token,) = tokens(game)
    c = game.chars(token)
    assert game.state.objects[token].controller == 1
    assert (c.power, c.toughness) == (4, 4) and "U" in c.colors and "Illusion" in c.subtypes


def test_ruling_no_exiled_card_no_token_and_the_enters_ability_still_exiles() -> None:
    """Rulings: "If Skyclave Apparition leaves the battlefield before its first ability resolves, the ability
    still exiles the target permanent." and "If there's no exiled card when Skyclave Apparition leaves the
    battlefield (most likely because its first ability hasn't resolved yet), no player creates a token."
    The Apparition is bolted in response to its enters ability: its leaves ability resolves first and makes
    no token; the enters ability then exiles the Bears for good."""
    game = _apparition_on_the_stack(["Grizzly Bears"])
    game.apply(f"target {game.find('Grizzly Bears')}")
    cast(game, "Lightning Bolt", game.find(APPARITION))
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "exile", 1)
    assert tokens(game) == []
