"""CR 701.30a-d: 'Whenever you clash' / 'whenever you clash and win' (Entangling Trap, Sylvan Echoes): each player
who clashes clashes (701.30b), and the abilities trigger after the clash ends; 'if you won' reads its result
(701.30d) (mechanics/clash)."""

from __future__ import annotations

from support import basics, board, cast, hand_size, names

from lithoform.play.game import Game


def _whelm(p1_top: str, p2_top: str) -> Game:
    """P1 (Sylvan Echoes, Entangling Trap) casts Lash Out at P2's Grizzly Bears; each player keeps their
    revealed card on top; every other 'may' is answered yes, targets as offered."""
    game = board({"battlefield": ["Sylvan Echoes", "Entangling Trap", *basics(Mountain=2)],
                  "hand": ["Lash Out"], "library": [p1_top, "Island"]},
                 {"battlefield": ["Grizzly Bears", "Centaur Courser"], "library": [p2_top, "Forest"]})
    cast(game, "Lash Out", game.find("Grizzly Bears"))
    for _ in range(40):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            break
        if p.kind == "priority":
            game.apply("pass")
        elif p.kind == "may":
            game.apply("no" if "bottom" in p.prompt else "yes")
        elif p.kind == "order":
            game.apply("order " + " ".join(str(n) for n in p.options))
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_701_30d_clash_and_win_triggers_only_on_a_win() -> None:
    """Sylvan Echoes: 'Whenever you clash and win, you may draw a card.' P1 reveals a 6-drop, P2 a land."""
    won = _whelm("Colossal Dreadmaw", "Forest")
    lost = _whelm("Island", "Colossal Dreadmaw")
    assert hand_size(won, 0) == hand_size(lost, 0) + 1


def test_701_30a_whenever_you_clash_triggers_win_or_lose() -> None:
    """Entangling Trap: 'Whenever you clash, tap target creature an opponent controls.' It triggers on a lost
    clash too."""
    game = _whelm("Island", "Colossal Dreadmaw")
    assert "Centaur Courser" in names(game, "battlefield", 1)
    assert game.state.objects[game.find("Centaur Courser")].tapped
