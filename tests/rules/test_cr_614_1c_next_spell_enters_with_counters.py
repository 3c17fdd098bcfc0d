"""CR 614.1c with 603.7a: 'When you cast your next creature spell this turn, that creature enters with an
additional +1/+1 counter on it.' (Kumano Faces Kakkazan, chapter II). The delayed trigger resolves before the
spell; its effect makes the permanent the spell becomes enter with the counter, so counter replacements
(122.6: Hardened Scales) apply to it as it enters."""

from __future__ import annotations

from support import board, cast, pass_until, resolve_stack, use_compiled

KUMANO = "Kumano Faces Kakkazan // Etching of Kumano"
use_compiled(KUMANO)


def test_614_1c_122_6_hardened_scales_adds_one_more() -> None:
    game = board({"battlefield": [{"card": KUMANO, "counters": {"lore": 1}}, "Hardened Scales",
                                  {"card": "Forest", "count": 2}], "hand": ["Grizzly Bears"]}, step="draw")
    pass_until(game, "main1")
    resolve_stack(game)
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].counter("+1/+1") == 2


def test_614_1c_it_enters_with_it_rather_than_getting_it_later() -> None:
    """A 0/1 gets the counter as it enters: the counters_added event comes before it is on the battlefield
    long enough for anything else; the log names the replacement effect (614.1c)."""
    game = board({"battlefield": [{"card": KUMANO, "counters": {"lore": 1}}, {"card": "Forest", "count": 2}],
                  "hand": ["Grizzly Bears"]}, step="draw")
    pass_until(game, "main1")
    resolve_stack(game)
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert any(e.kind == "enters_with_counters_effect" for e in game.state.events())
