"""CR 702.126 improvise: “For each generic mana in this spell's total cost, you may tap an untapped artifact
you control rather than pay that mana.” (702.126a); it applies only after the total cost is determined
(702.126b). Played with compiled cards: Reverse Engineer ({3}{U}{U}, Improvise, draw three cards),
Ornithopter (an artifact creature 0/2 with flying), Sol Ring."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Reverse Engineer")


def test_702_126a_untapped_artifacts_pay_generic_mana() -> None:
    """702.126a: three Ornithopters pay {3}; two Islands pay {U}{U}. Tapping for improvise isn't a {T} cost:
    a 'summoning sick' artifact creature may be tapped (302.6)."""
    game = board({"hand": ["Reverse Engineer"], "battlefield": [
        "Island", "Island", {"card": "Ornithopter", "sick": True}, "Ornithopter", "Ornithopter"]})
    assert any(a.kind == "cast" for a in game.legal_actions())
    game.apply(f"cast {game.find('Reverse Engineer')}")
    birds = [o for o in game.zone("battlefield") if game.chars(o).name == "Ornithopter"]
    assert {f"improvise {b}" for b in birds} <= {str(a) for a in game.legal_actions()}
    for b in birds:
        game.apply(f"improvise {b}")
    assert all(game.state.objects[b].tapped for b in birds)
    assert game.pending.prompt == "pay {U}{U}"
    game.apply("autopay")
    hand = len(game.state.zones["hand:0"])
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == hand + 3


def test_702_126a_only_generic_mana_and_untapped_artifacts() -> None:
    """702.126a: artifacts never pay {U}; a tapped artifact can't be tapped. One Island and four artifacts
    (one tapped) leave {U} unpaid: not castable."""
    game = board({"hand": ["Reverse Engineer"], "battlefield": [
        "Island", "Ornithopter", "Ornithopter", "Ornithopter", {"card": "Ornithopter", "tapped": True}]})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_702_126b_no_more_improvise_once_the_generic_mana_is_paid() -> None:
    """702.126b: improvise pays only generic mana of the total cost: after {3}, no artifact is offered."""
    game = board({"hand": ["Reverse Engineer"], "battlefield": [
        "Island", "Island", "Ornithopter", "Ornithopter", "Ornithopter", "Ornithopter"]})
    game.apply(f"cast {game.find('Reverse Engineer')}")
    for _ in range(3):
        game.apply([a for a in game.legal_actions() if a.kind == "improvise"][0])
    assert not [a for a in game.legal_actions() if a.kind == "improvise"]
