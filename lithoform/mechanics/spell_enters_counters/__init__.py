"""'When you cast your next creature spell this turn, that creature enters with an additional +1/+1 counter on
it.' (Kumano Faces Kakkazan): a delayed trigger (603.7) whose effect is a replacement effect on the permanent
the spell becomes (614.1c, 614.12)."""
