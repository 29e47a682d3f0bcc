44 65535 typed

