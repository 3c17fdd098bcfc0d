"""CR 702.81a retrace: “You may cast this card from your graveyard by discarding a land card as an additional
cost to cast it.” Casting it follows the rules for additional costs (601.2b, 601.2f-h); the card stays where
it goes as it leaves the stack (no exile, unlike flashback). Played with compiled cards: Raven's Crime ({B},
'Target player discards a card.', retrace), Flame Jab ({R}, 1 damage to any target, retrace)."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Raven's Crime", "Flame Jab")


def test_702_81a_castable_from_the_graveyard_with_a_land_card_to_discard() -> None:
    game = board({"graveyard": ["Raven's Crime"], "hand": ["Forest"], "battlefield": ["Swamp"]},
                 {"hand": ["Grizzly Bears"]})
    crime = game.find("Raven's Crime", zone="graveyard")
    casts = [str(a) for a in game.legal_actions() if a.kind == "cast" and a.args[0] == crime]
    assert casts == [f"cast {crime} graveyard"]
    game.apply(casts[0])
    game.apply("target P2")
    if game.pending.kind == "discard":
        game.apply(f"discard {game.find('Forest', zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.find("Forest", zone="graveyard")  # 601.2h: the land card is discarded as the cost is paid
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard") and game.find("Raven's Crime", zone="graveyard")


def test_702_81a_not_from_the_hand_as_retrace() -> None:
    """From the hand it is cast as usual, with no land card to discard."""
    game = board({"hand": ["Flame Jab"], "battlefield": ["Mountain"]})
    jab = game.find("Flame Jab")
    assert [str(a) for a in game.legal_actions() if a.kind == "cast" and a.args[0] == jab] == [f"cast {jab}"]
