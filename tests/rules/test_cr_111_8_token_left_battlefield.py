"""CR 111.8: "A token that has left the battlefield can't move to another zone or come back onto the
battlefield. If such a token would change zones, it remains in its current zone instead. It ceases to exist the
next time state-based actions are performed; see rule 704." Played with Cloudshift ('Exile target creature you
control, then return that card to the battlefield under your control.')."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Cloudshift")


def test_111_8_a_flickered_token_does_not_come_back() -> None:
    game = board({"hand": ["Cloudshift"], "battlefield": [*basics(Plains=1),
                                                           {"card": "Grizzly Bears", "token": True}]})
    cast(game, "Cloudshift", game.find("Grizzly Bears"))
    pass_both(game)
    assert "Grizzly Bears" not in names(game, "battlefield")
    assert "Grizzly Bears" not in names(game, "exile")  # 704.5d: it ceased to exist


def test_111_8_a_flickered_card_does_come_back() -> None:
    game = board({"hand": ["Cloudshift"], "battlefield": [*basics(Plains=1), "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Cloudshift", bears)
    pass_both(game)
    assert "Grizzly Bears" in names(game, "battlefield") and game.find("Grizzly Bears") != bears
