"""111.1, 701.7a: 'Create a [token A] and a [token B]' (and 'A, B, and C') is one instruction creating tokens of
different kinds (mechanics/token_pairs: Wurmcoil Engine, Forbidden Friendship, Triplicate Titan). A keyword
list 'with flying and vigilance' stays with its token; a multi-word keyword in such a list is refused rather
than read wrongly."""

from __future__ import annotations

from support import board, cast, controlled, resolve_stack, use_compiled

from lithoform.mechanics.token_pairs.text import token_pair_line

use_compiled("Forbidden Friendship")


def test_cr_111_1_forbidden_friendship_makes_a_dinosaur_and_a_human_soldier() -> None:
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Forbidden Friendship"]})
    cast(game, "Forbidden Friendship")
    resolve_stack(game)
    (dino,) = controlled(game, "Dinosaur Token")
    (human,) = controlled(game, "Human Soldier Token")
    assert "haste" in game.chars(dino).keywords and "haste" not in game.chars(human).keywords


def test_the_line_form_keeps_each_tokens_keywords() -> None:
    assert token_pair_line("create a 3/3 §0 with flying and vigilance, a 3/3 §1 with vigilance, and a 3/3 §2.", ()) \
        == "create a 3/3 §0 with flying and vigilance. and create a 3/3 §1 with vigilance. and create a 3/3 §2."
    assert token_pair_line("create a 1/1 §0 with first strike and a 2/2 §1.", ()) is None
