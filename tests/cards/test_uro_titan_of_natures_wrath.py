"""Uro, Titan of Nature's Wrath (compiled from its Oracle text), played through the engine.

Oracle text: When Uro enters, sacrifice it unless it escaped. / Whenever Uro enters or attacks, you gain 3 life
and draw a card, then you may put a land card from your hand onto the battlefield. / Escape—{G}{G}{U}{U}, Exile
five other cards from your graveyard."""

from __future__ import annotations

from support import board, names, order_if_asked, use_compiled

use_compiled("Uro, Titan of Nature's Wrath")

URO = "Uro, Titan of Nature's Wrath"
FILLER = ["Ponder", "Opt", "Shock", "Grizzly Bears", "Lightning Bolt"]


def _settle(game) -> None:
    for _ in range(60):
        if not game.state.stack and game.pending.kind == "priority":
            return
        order_if_asked(game)
        if game.pending.kind == "priority":
            game.apply("pass")
        elif game.pending.kind != "order":
            legal = [str(a) for a in game.legal_actions()]
            game.apply(next((a for a in legal if a in ("no", "done")), legal[0]))


def test_ruling_sacrificed_if_you_didnt_cast_it_with_escape() -> None:
    """Ruling: "Uro's first ability causes you to sacrifice it if you didn't cast it, or if it was cast using
    any permission other than an escape ability." Ruling: "Uro's second ability triggers when it enters the
    battlefield, even if it didn't escape." Cast from the hand: sacrificed, and 3 life gained."""
    game = board({"hand": [URO], "library": ["Forest"] * 5, "battlefield": ["Forest", "Island", "Island"]})
    game.apply(f"cast {game.find(URO)}")
    game.apply("autopay")
    _settle(game)
    assert URO in names(game, "graveyard", 0)
    assert game.state.players[0].life == 23


def test_ruling_an_escaped_uro_stays() -> None:
    """Ruling: "After an escaped spell resolves ... If it is a permanent spell, it enters the battlefield and
    will return to its owner's graveyard if it dies later." Escaped, Uro stays on the battlefield."""
    game = board({"graveyard": [URO, *FILLER], "library": ["Forest"] * 5,
                  "battlefield": [{"card": "Forest", "count": 2}, {"card": "Island", "count": 2}]})
    game.apply(f"cast {game.find(URO, zone='graveyard')} escape")
    while game.pending.kind == "exile":
        game.apply(f"exile {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    _settle(game)
    assert game.find(URO, zone="battlefield")
    assert names(game, "graveyard", 0) == []
